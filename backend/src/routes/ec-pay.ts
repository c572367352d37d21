/**
 * Payment with the sandbox provider (issue 14 item 4, H07/H08/H37–H39):
 *
 *   POST /ec/pay/create                 order (login) or trade → payment attempt: cashier URL / bank instructions / JS-API
 *   GET  /sandbox/pay/cashier/{payNo}/{token}   script-free cashier page: amount, countdown, "confirm" and "fail" buttons
 *   POST /sandbox/pay/cashier/{payNo}/{token}   the payer's choice (spends the token) → the provider's signed notification
 *   POST /ec/pay/notify                 the callback: signature verified, replay-safe, refuses unknown/expired/cancelled
 *   GET  /admin/wx/mp/js-config         chat-app JS-SDK config signed by the sandbox
 *
 * The pay pages learn the result by polling the order (`/ec/orders/trade-data`), not from the cashier's redirect.
 * The cashier URL (the QR code) carries a one-time random token beside the pay number: holding a pay number alone
 * confirms nothing. The sandbox (cashier, callback, JS-SDK config) answers only while `PAY_SANDBOX` is on (off in
 * production by default); then only OFFLINE_BANK is offered.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createPaymentInput, jsConfigQuery, payNotifyInput, type TradeData } from '@/lib/contract/ec';
import { eventChangeTags } from '@/lib/contract/cache-tags';
import { ERR_ORDER_STATE, SITE_PAGE_CODE } from '@/lib/constants';
import { requireMember, optionalMemberId } from '../auth/guard';
import type { AppContext } from '../context';
import { ApiError, fail, notFound, ok } from '../http/envelope';
import { escapeHtml, sendScriptFreeHtml } from '../http/html-page';
import { revalidateWeb } from '../http/revalidate';
import { parse } from '../http/validate';
import { countdownOf, NOT_PENDING_MSG, orderRowsOfTrade } from '../repo/ec-orders';
import { applyNotification, openTransaction, paymentMethods, spendCashierToken, tradeData, tradeOrders, transactionForCashier } from '../repo/ec-payments';
import { buildNotification, deliverNotification, jsApiPay, jsConfig, verifyNotify } from '../standins/pay-sandbox';
import { expireAndNotify } from './ec-orders';
import { siteUrl } from '../standins/storage-host';

export const CASHIER_PATH = '/sandbox/pay/cashier';
export const EXPIRED_ORDER_MSG = '订单已超时取消，请重新下单';

/** A return address the cashier may link to: a site path, or a URL on one of the site's origins. */
function safeReturnUrl(value: string | undefined, origins: string[]): string | null {
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  try {
    const url = new URL(value);
    return origins.includes(url.origin) ? url.toString() : null;
  } catch {
    return null;
  }
}

function assertPayable(trade: TradeData): void {
  if (trade.status !== 'PENDING') throw new ApiError(ERR_ORDER_STATE, trade.status === 'CANCELED' ? EXPIRED_ORDER_MSG : NOT_PENDING_MSG);
  if (!trade.countdown || trade.countdown.remainingSeconds <= 0) throw new ApiError(ERR_ORDER_STATE, EXPIRED_ORDER_MSG);
}

const PAGE_STYLE = `*{box-sizing:border-box}body{margin:0;font:15px/1.6 -apple-system,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;background:#f2f3f5;color:#1f2329}
main{max-width:420px;margin:0 auto;padding:24px 16px}.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.06)}
h1{font-size:18px;margin:0 0 4px}.en{color:#888;font-size:13px;margin:0}.amount{font-size:32px;font-weight:700;margin:16px 0 4px}
.meta{color:#666;font-size:13px;margin:4px 0}ul{padding-left:18px;margin:8px 0}button{width:100%;margin-top:10px;padding:12px;border:0;border-radius:8px;font-size:16px;cursor:pointer}
.ok{background:#1677ff;color:#fff}.no{background:#fff;color:#d4380d;border:1px solid #d4380d}a{color:#1677ff}.note{margin-top:12px;font-size:13px;color:#888}`;

function cashierHtml(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head><body><main><div class="card">${body}</div></main></body></html>`;
}

function mmss(seconds: number): string {
  const s = Math.max(0, seconds);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

function backLink(returnUrl: string | null): string {
  return returnUrl ? `<p><a data-testid="cashier-return" href="${escapeHtml(returnUrl)}">返回商户 · Back to the merchant</a></p>` : '';
}

const cashierParams = z.object({ payNo: z.string().max(64), token: z.string().regex(/^[0-9a-f]{32}$/) });
const unknownPayment = (): string => cashierHtml('支付单不存在', '<h1>支付单不存在</h1><p class="en">Unknown payment</p>');
const SPENT_HTML = '<h1 data-testid="cashier-spent">该支付单已处理</h1><p class="en">This payment link was already used or is closed.</p>';

export function registerEcPayRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/ec/pay/create', async (request) => {
    const input = parse(createPaymentInput, request.body);
    if (input.orderId !== undefined) requireMember(request);
    if (!paymentMethods(ctx.env).includes(input.method)) throw fail('method: not offered');
    await expireAndNotify(ctx);
    const orders = await tradeOrders(ctx.db, { memberId: optionalMemberId(request), orderId: input.orderId, tradeNo: input.tradeNo });
    const first = orders[0];
    if (!first) throw notFound();
    const trade = await tradeData(ctx.db, orders, ctx.env);
    assertPayable(trade);
    if (!first.trade_no) throw new ApiError(ERR_ORDER_STATE, NOT_PENDING_MSG);
    const amount = orders.reduce((sum, o) => sum + o.pay_amount, 0);
    const tx = await openTransaction(ctx.db, first.trade_no, input.method, amount, safeReturnUrl(input.returnUrl, ctx.env.siteOrigins));
    const offline = input.method === 'OFFLINE_BANK';
    return ok({
      payNo: tx.pay_no,
      method: tx.method,
      amount: trade.payAmount,
      cashierUrl: offline ? null : `${siteUrl()}/api${CASHIER_PATH}/${tx.pay_no}/${tx.cashier_token ?? ''}`,
      instructionsCode: offline ? SITE_PAGE_CODE.paymentInstructions : null,
      jsApi: input.inWechat && input.method === 'WEPAY' ? jsApiPay(ctx.env.paySandboxSecret, ctx.env.chatAppId, tx.pay_no) : null,
      countdown: trade.countdown,
    });
  });

  if (!ctx.env.paySandbox) return;

  app.get(`${CASHIER_PATH}/:payNo/:token`, async (request, reply) => {
    const { payNo, token } = parse(cashierParams, request.params);
    await expireAndNotify(ctx);
    const tx = await transactionForCashier(ctx.db, payNo, token);
    if (!tx) return sendScriptFreeHtml(reply, 404, unknownPayment());
    const orders = await orderRowsOfTrade(ctx.db, tx.trade_no);
    const trade = await tradeData(ctx.db, orders, ctx.env);
    const remaining = orders[0] ? (countdownOf(orders[0])?.remainingSeconds ?? 0) : 0;
    const items = trade.orderList.map((o) => `<li>${escapeHtml(o.activityTitle)}（${escapeHtml(o.orderNo)}）</li>`).join('');
    const head = `<h1>沙箱收银台 · ${escapeHtml(tx.method)}</h1><p class="en">Sandbox cashier — no real money moves</p>
<p class="amount" data-testid="cashier-amount">¥${(tx.amount / 100).toFixed(2)}</p><ul>${items}</ul>`;
    if (tx.status !== 'PENDING' || tx.cashier_spent_at !== null || trade.status !== 'PENDING' || remaining <= 0) {
      const state =
        tx.status === 'SUCCESS' || trade.status === 'PAID'
          ? '该订单已支付 · Already paid'
          : tx.cashier_spent_at !== null && tx.status === 'PENDING'
            ? '支付结果处理中 · Being processed'
            : '该支付单已关闭或订单已超时 · Closed or expired';
      return sendScriptFreeHtml(reply, 200, cashierHtml('沙箱收银台', `${head}<p class="meta" data-testid="cashier-state">${state}</p>${backLink(tx.return_url)}`));
    }
    const body = `${head}<p class="meta">剩余支付时间 ${mmss(remaining)} · Time left</p>
<form method="post"><input type="hidden" name="action" value="confirm"><button class="ok" type="submit" data-testid="cashier-confirm">确认支付 · Pay</button></form>
<form method="post"><input type="hidden" name="action" value="fail"><button class="no" type="submit" data-testid="cashier-fail">支付失败 · Fail</button></form>
<p class="note">确认后，支付平台将异步通知商户。The provider notifies the merchant asynchronously.</p>`;
    return sendScriptFreeHtml(reply, 200, cashierHtml('沙箱收银台', body));
  });

  app.post(`${CASHIER_PATH}/:payNo/:token`, async (request, reply) => {
    const { payNo, token } = parse(cashierParams, request.params);
    const { action } = parse(z.object({ action: z.enum(['confirm', 'fail']) }), request.body);
    const tx = await transactionForCashier(ctx.db, payNo, token);
    // the token is spent by the first choice: a second post (or anyone replaying the URL) changes nothing
    if (!tx) return sendScriptFreeHtml(reply, 404, unknownPayment());
    if (!(await spendCashierToken(ctx.db, payNo, token))) return sendScriptFreeHtml(reply, 409, cashierHtml('沙箱收银台', `${SPENT_HTML}${backLink(tx.return_url)}`));
    const notification = buildNotification(ctx.env.paySandboxSecret, tx.pay_no, tx.trade_no, tx.amount, action === 'confirm');
    deliverNotification({ app, url: ctx.env.payNotifyUrl, delayMs: ctx.env.payNotifyDelayMs }, notification);
    const text =
      action === 'confirm'
        ? '<h1 data-testid="cashier-done">支付已提交</h1><p class="en">Payment submitted; the merchant is being notified.</p>'
        : '<h1 data-testid="cashier-done">支付未完成</h1><p class="en">Payment failed; you can try again from the order.</p>';
    return sendScriptFreeHtml(reply, 200, cashierHtml('沙箱收银台', `${text}${backLink(tx.return_url)}`));
  });

  app.post('/ec/pay/notify', async (request) => {
    const notification = parse(payNotifyInput, request.body);
    if (!verifyNotify(ctx.env.paySandboxSecret, notification)) throw fail('sign: invalid signature');
    await expireAndNotify(ctx);
    const { outcome, eventIds } = await applyNotification(ctx.db, notification);
    for (const id of eventIds) void revalidateWeb(eventChangeTags(id));
    if (outcome === 'refused') throw new ApiError(ERR_ORDER_STATE, 'refused: unknown, expired or cancelled order');
    return ok({ result: outcome });
  });

  app.get('/admin/wx/mp/js-config', async (request) => {
    const { url } = parse(jsConfigQuery, request.query);
    return ok(jsConfig(ctx.env.paySandboxSecret, ctx.env.chatAppId, url ?? siteUrl()));
  });
}
