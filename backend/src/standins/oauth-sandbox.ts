/**
 * The local chat-app OAuth sandbox (on when `CHAT_APP_LOGIN=1`): a self-contained authorization page that
 * lists the sandbox's chat-app identities and, on "authorize", sends the browser back to `redirect_uri`
 * with a one-time `code` and the `state` it was given. `redirect_uri` must be on one of the site's
 * origins (SITE_URL); anything else gets an error page, never a redirect.
 *
 *   GET  /sandbox/chat-app/authorize?appid&redirect_uri&scope&state[&theme][&lang]  → HTML page
 *   POST /sandbox/chat-app/authorize  (form: the same fields + openid | 'new')        → 302 redirect_uri?code&state
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CHAT_APP_SCOPE_QR } from '@/lib/constants';
import { sandboxApproveInput, sandboxAuthorizeQuery, type SandboxAuthorizeQuery } from '@/lib/contract/chat-app';
import { allowedRedirect, issueCode, listIdentities, type ChatAppIdentity } from './chat-app-sandbox';
import type { AppContext } from '../context';
import { notFound } from '../http/envelope';
import { describeZodError } from '../http/validate';

export const SANDBOX_AUTHORIZE_PATH = '/sandbox/chat-app/authorize';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.6 -apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;background:#ededed;color:#191919}
main{max-width:420px;margin:0 auto;padding:24px 16px 40px}
.card{background:#fff;border-radius:12px;padding:20px 18px;box-shadow:0 1px 3px rgba(0,0,0,.06)}
.brand{display:flex;align-items:center;gap:10px;margin-bottom:6px}
.logo{width:36px;height:36px;border-radius:8px;background:#07c160;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:700}
h1{font-size:18px;margin:0}
.en{color:#888;font-size:13px}
.note{margin:12px 0;padding:10px 12px;border-radius:8px;background:#f7f7f7;font-size:13px;color:#555}
ul{list-style:none;margin:12px 0;padding:0}
li{margin:0 0 8px}
label{display:flex;align-items:center;gap:12px;padding:10px 12px;border:1px solid #e5e5e5;border-radius:10px;cursor:pointer}
label:hover{border-color:#07c160}
input[type=radio]{accent-color:#07c160;width:18px;height:18px;flex:none}
img{width:40px;height:40px;border-radius:6px;background:#f0f0f0;flex:none}
.who{display:flex;flex-direction:column;min-width:0}
.nick{font-weight:600}
.meta{font-size:12px;color:#888;word-break:break-all}
.new{width:40px;height:40px;border-radius:6px;border:1px dashed #bbb;display:flex;align-items:center;justify-content:center;color:#999;font-size:22px;flex:none}
button{width:100%;margin-top:8px;padding:12px;border:0;border-radius:8px;background:#07c160;color:#fff;font-size:16px;cursor:pointer}
button:hover{background:#06ad56}
.cancel{display:block;text-align:center;margin-top:12px;color:#576b95;text-decoration:none;font-size:14px}
.error{color:#d93025}
body.white{background:#fff}
`;

function page(title: string, body: string, theme: 'black' | 'white' = 'black'): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body class="${theme}"><main>${body}</main></body></html>`;
}

/** Inline styles only, no script, images same-origin; the form may post here and land on the site. */
function sendHtml(reply: FastifyReply, status: number, html: string, formTargets: string[] = []): string {
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'same-origin') // not no-referrer: a form posted from such a page carries `Origin: null`
    .header('x-frame-options', 'SAMEORIGIN')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self' ${formTargets.join(' ')}; frame-ancestors 'self'; base-uri 'none'`.replace(/ +;/g, ';'),
    );
  return html;
}

function errorPage(reply: FastifyReply, zh: string, en: string, detail?: string, status = 400): string {
  const body = `<div class="card"><div class="brand"><div class="logo">微</div><h1>授权失败</h1></div>
<p class="en">Authorization failed</p><p class="error" data-testid="sandbox-error">${escapeHtml(zh)}</p><p class="en">${escapeHtml(en)}</p>
${detail ? `<p class="meta">${escapeHtml(detail)}</p>` : ''}</div>`;
  return sendHtml(reply, status, page('授权失败 · Authorization failed', body));
}

function identityItem(identity: ChatAppIdentity, checked: boolean): string {
  const bound = identity.boundMobile
    ? `已绑定平台账号 ${escapeHtml(identity.boundMobile)} · bound to ${escapeHtml(identity.boundMobile)}`
    : '未绑定平台账号 · not bound to an account';
  return `<li><label><input type="radio" name="openid" value="${escapeHtml(identity.openid)}"${checked ? ' checked' : ''}>
<img src="${escapeHtml(identity.avatar)}" alt=""><span class="who"><span class="nick">${escapeHtml(identity.nickname)}</span>
<span class="meta">${bound}</span><span class="meta">openid ${escapeHtml(identity.openid)}</span></span></label></li>`;
}

function authorizePage(query: SandboxAuthorizeQuery, redirect: URL, identities: ChatAppIdentity[]): string {
  const hidden = (name: string, value: string | undefined) =>
    value === undefined ? '' : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const scopeNote =
    query.scope === CHAT_APP_SCOPE_QR
      ? '网站应用扫码登录（web_code）· website QR login'
      : '公众号网页授权（official_account）· official-account authorization';
  const cancel = new URL(redirect.toString());
  cancel.searchParams.set('state', query.state);
  const body = `<div class="card">
<div class="brand"><div class="logo">微</div><div><h1>微信授权登录</h1><div class="en">Chat-app authorization · local sandbox</div></div></div>
<p>${escapeHtml(redirect.host)} 申请获取你的昵称、头像，用于登录或绑定账号。</p>
<p class="en">${escapeHtml(redirect.host)} asks for your nickname and avatar to sign you in or bind your account.</p>
<div class="note">这是本地沙箱，不会连接真实的微信。选择一个微信身份后点击“同意授权”。<br>
This is a local sandbox; no real chat-app is contacted. Pick an identity and press “Authorize”.<br>${escapeHtml(scopeNote)}</div>
<form method="post" action="">
${hidden('appid', query.appid)}${hidden('redirect_uri', query.redirect_uri)}${hidden('scope', query.scope)}${hidden('state', query.state)}${hidden('theme', query.theme)}${hidden('lang', query.lang)}
<ul>
${identities.map((identity, i) => identityItem(identity, i === 0)).join('\n')}
<li><label><input type="radio" name="openid" value="new"><span class="new">+</span><span class="who"><span class="nick">使用新的微信账号</span>
<span class="meta">Use a new chat-app account (not bound yet)</span></span></label></li>
</ul>
<button type="submit">同意授权 · Authorize</button>
</form>
<a class="cancel" href="${escapeHtml(cancel.toString())}">取消 · Cancel</a>
</div>`;
  return page('微信授权登录 · Chat-app authorization', body, query.theme ?? 'black');
}

export function registerOAuthSandboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(SANDBOX_AUTHORIZE_PATH, async (request, reply) => {
    if (!ctx.env.chatAppLogin) throw notFound();
    const parsed = sandboxAuthorizeQuery.safeParse(request.query ?? {});
    if (!parsed.success) return errorPage(reply, '授权请求参数错误', 'The authorization request is invalid.', describeZodError(parsed.error));
    const query = parsed.data;
    if (query.appid !== ctx.env.chatAppId) return errorPage(reply, '应用不存在（appid 错误）', 'Unknown appid.');
    const redirect = allowedRedirect(ctx, query.redirect_uri);
    if (!redirect) return errorPage(reply, 'redirect_uri 不在允许的域名内', 'redirect_uri is not on an allowed origin.');
    return sendHtml(reply, 200, authorizePage(query, redirect, await listIdentities(ctx)), [redirect.origin]);
  });

  app.post(SANDBOX_AUTHORIZE_PATH, async (request, reply) => {
    if (!ctx.env.chatAppLogin) throw notFound();
    // Only the authorization page itself (served on the site's origin) may press "authorize": a form posted
    // from another site (or a sandboxed `Origin: null` one) would hand the visitor a code of the attacker's choice.
    const origin = request.headers.origin;
    if (origin !== undefined && !ctx.env.siteOrigins.includes(origin)) {
      return errorPage(reply, '请求来源不被允许', 'The request comes from a foreign origin.', undefined, 403);
    }
    const parsed = sandboxApproveInput.safeParse(request.body ?? {});
    if (!parsed.success) return errorPage(reply, '授权请求参数错误', 'The authorization request is invalid.', describeZodError(parsed.error));
    const input = parsed.data;
    if (input.appid !== ctx.env.chatAppId) return errorPage(reply, '应用不存在（appid 错误）', 'Unknown appid.');
    const redirect = allowedRedirect(ctx, input.redirect_uri);
    if (!redirect) return errorPage(reply, 'redirect_uri 不在允许的域名内', 'redirect_uri is not on an allowed origin.');
    let code: string;
    try {
      code = await issueCode(ctx, { openid: input.openid, scope: input.scope, redirectUri: redirect.toString(), state: input.state, appId: input.appid });
    } catch {
      return errorPage(reply, '微信身份不存在', 'Unknown chat-app identity.');
    }
    redirect.searchParams.set('code', code);
    redirect.searchParams.set('state', input.state);
    return reply.code(302).header('cache-control', 'no-store').header('location', redirect.toString()).send();
  });
}
