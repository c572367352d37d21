/**
 * /auth/oauth/token, /auth/token/logout, /admin/v4/sms-code, /admin/captcha-image(/check).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { captchaCheckInput, grantTypeSchema, smsCodeInput } from '@/lib/contract/auth';
import { checkCaptcha, createCaptcha } from '../auth/captcha';
import { chatAppGrant, mobileGrant, passwordGrant, refreshGrant, type GrantRequest } from '../auth/grants';
import { bearerOf } from '../auth/guard';
import { requireClient } from '../auth/oauth-client';
import { issueSmsCode } from '../auth/sms';
import { revokeSession, sessionOfAccessToken } from '../auth/tokens';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { parse } from '../http/validate';
import { registerOAuthSandboxRoutes } from '../standins/oauth-sandbox';

/** Query string and form (or JSON) body merged; the body wins. */
function paramsOf(request: FastifyRequest): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : {};
  return { ...query, ...body };
}

const grantOnly = z.object({ grant_type: grantTypeSchema });

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerOAuthSandboxRoutes(app, ctx);
  app.post('/auth/oauth/token', async (request) => {
    const client = requireClient(request, ctx.env);
    const params = paramsOf(request);
    const { grant_type: grantType } = parse(grantOnly, params);
    const grant: GrantRequest = { params, client, ip: request.ip };
    switch (grantType) {
      case 'mobile':
        return ok(await mobileGrant(ctx, grant));
      case 'web_password':
        return ok(await passwordGrant(ctx, grant));
      case 'refresh_token':
        return ok(await refreshGrant(ctx, grant));
      default:
        return ok(await chatAppGrant(ctx, grant));
    }
  });

  /** Revokes the session of the bearer token (or of `token` in query/body). Idempotent. */
  app.delete('/auth/token/logout', async (request) => {
    const supplied = paramsOf(request).token;
    const token = bearerOf(request) ?? (typeof supplied === 'string' ? supplied : null);
    const session = token ? await sessionOfAccessToken(ctx, token) : null;
    if (session) await revokeSession(ctx, session.tokenId);
    return ok(session !== null);
  });

  app.post('/admin/v4/sms-code', async (request) => {
    const input = parse(smsCodeInput, request.body);
    const target = (input.mobile ?? input.email) as string;
    return ok(await issueSmsCode(ctx, { target, messageType: input.messageType, captchaVerifyParam: input.captchaVerifyParam, ip: request.ip }, request.log));
  });

  app.get('/admin/captcha-image', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await createCaptcha(ctx));
  });

  app.post('/admin/captcha-image/check', async (request) => {
    const input = parse(captchaCheckInput, request.body);
    return ok(await checkCaptcha(ctx, input.captchaId, input.x, input.track, input.input));
  });
}
