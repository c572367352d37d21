/**
 * The price of an order, computed once for the quote (`POST /ec/orders/quote`) and for the order itself
 * (`createOrder`): the SKUs asked (known, distinct, of one published product, within the per-order cap), the total
 * at the server's prices, and the coupon's verdict — its discount, or why it is refused (issue 29 item 10).
 * Amounts in cents.
 */
import type { AmountLine } from '@/lib/contract/ec';
import type { CouponRefusal, OrderQuote, QuotedCoupon } from '@/lib/contract/ec-quote';
import { MAX_TICKETS_PER_ORDER } from '@/lib/constants';
import type { Db } from '../db/connection';
import { all, get, inList } from '../db/sql';
import { fail, notFound } from '../http/envelope';
import { yuan } from './ec-events';
import { ticketProductRow, type TicketProductRow, type SkuRow } from './ec-products';

/** Who is buying: a member by id, a visitor (null) by the contact mobile of the order. */
export interface PricingBuyer {
  memberId: number | null;
  contactMobile: string | undefined;
}

interface CouponRow {
  code: string;
  amount: number;
  valid_until: string | null;
  event_id: number | null;
  min_amount: number;
  max_uses: number | null;
  used: number;
  per_member_limit: number | null;
}

/** The coupon as priced: the cents off when applied (0 when refused). */
export interface CouponVerdict {
  code: string;
  discount: number;
  refusal: CouponRefusal | null;
  minAmount: number | null;
  validUntil: string | null;
}

export interface PricedOrder {
  product: TicketProductRow;
  lines: { sku: SkuRow; quantity: number }[];
  seats: number;
  total: number;
  coupon: CouponVerdict | null;
  pay: number;
}

/** The API's words for each refusal (the answer's `msg`; the web shows its own catalogue's, by `couponRefusal`). */
export function couponRefusalMessage(verdict: Pick<CouponVerdict, 'refusal' | 'minAmount' | 'validUntil'>): string {
  switch (verdict.refusal) {
    case 'UNKNOWN':
      return '优惠码不存在，请核对后重新输入';
    case 'EXPIRED':
      return verdict.validUntil ? `优惠券已于 ${verdict.validUntil.slice(0, 10)} 过期` : '优惠券已过期';
    case 'OTHER_EVENT':
      return '该优惠券不适用于本活动';
    case 'BELOW_MINIMUM':
      return `订单满 ¥${yuan(verdict.minAmount ?? 0).toFixed(2)} 才可使用该优惠券`;
    case 'LIMIT_USED':
      return '您已使用过该优惠券';
    case 'USED_UP':
      return '该优惠券已被领完';
    case 'FREE_ORDER':
      return '免费门票无需使用优惠券';
    default:
      return '优惠券不可用';
  }
}

/**
 * Orders (not cancelled, nor unpaid past their countdown: expiry gives the use back) in which this buyer used the
 * coupon: a member by account, a visitor by contact mobile.
 */
async function couponUsesOf(db: Db, code: string, buyer: PricingBuyer, now: string): Promise<number> {
  const who: [string, string | number] = buyer.memberId !== null ? ['member_id = ?', buyer.memberId] : ['member_id IS NULL AND contact_mobile = ?', buyer.contactMobile ?? ''];
  const row = await get<{ n: number }>(
    db,
    `SELECT COUNT(*) AS n FROM ec_orders WHERE coupon_code = ? AND status != 'CANCELED' AND NOT (status = 'PENDING' AND expire_at IS NOT NULL AND expire_at <= ?) AND ${who[0]}`,
    code,
    now,
    who[1],
  );
  return Number(row?.n ?? 0);
}

/** The first rule the coupon breaks for this order, or null when it applies. */
async function refusalOf(db: Db, c: CouponRow, eventId: number, total: number, now: string, buyer: PricingBuyer): Promise<CouponRefusal | null> {
  if (c.valid_until !== null && c.valid_until < now) return 'EXPIRED';
  if (c.event_id !== null && c.event_id !== eventId) return 'OTHER_EVENT';
  if (total <= 0) return 'FREE_ORDER';
  if (total < c.min_amount) return 'BELOW_MINIMUM';
  if (c.per_member_limit !== null && (await couponUsesOf(db, c.code, buyer, now)) >= c.per_member_limit) return 'LIMIT_USED';
  if (c.max_uses !== null && c.used >= c.max_uses) return 'USED_UP';
  return null;
}

/** The coupon's verdict on an order of `total` cents for `eventId`. */
export async function couponVerdict(db: Db, code: string, eventId: number, total: number, now: string, buyer: PricingBuyer): Promise<CouponVerdict> {
  const wanted = code.trim().toUpperCase();
  const c = await get<CouponRow>(db, 'SELECT * FROM ec_coupons WHERE code = ?', wanted);
  if (!c) return { code: wanted, discount: 0, refusal: 'UNKNOWN', minAmount: null, validUntil: null };
  const refusal = await refusalOf(db, c, eventId, total, now, buyer);
  return { code: c.code, discount: refusal ? 0 : Math.min(c.amount, total), refusal, minAmount: c.min_amount, validUntil: c.valid_until };
}

/**
 * Prices an order: 404 for an unknown SKU or an unpublished product, bad input (code 1) for duplicate or mixed SKUs
 * or a quantity over the per-order cap. Seats, bans and the event's end are the order's checks, not the price's.
 */
export async function priceOrder(
  db: Db,
  input: { skuQuantityList: { skuId: number; quantity: number }[]; couponCode?: string | undefined },
  buyer: PricingBuyer,
  now: string,
): Promise<PricedOrder> {
  const ids = input.skuQuantityList.map((s) => s.skuId);
  if (new Set(ids).size !== ids.length) throw fail('skuQuantityList: duplicate skuId');
  const skus = await all<SkuRow>(db, `SELECT * FROM ec_skus WHERE id IN (${inList(ids.length)})`, ...ids);
  if (skus.length !== ids.length) throw notFound();
  if (new Set(skus.map((s) => s.product_id)).size !== 1) throw fail('skuQuantityList: skus of one product only');
  const product = await ticketProductRow(db, skus[0]?.product_id ?? 0);
  if (!product || product.event_status !== 'PUBLISHED') throw notFound();
  let total = 0;
  let seats = 0;
  const lines = input.skuQuantityList.map((line) => {
    const sku = skus.find((s) => s.id === line.skuId) as SkuRow;
    const cap = Math.min(sku.max_per_order, MAX_TICKETS_PER_ORDER);
    if (line.quantity > cap) throw fail(`quantity: at most ${cap} per order`);
    total += sku.price * line.quantity;
    seats += line.quantity;
    return { sku, quantity: line.quantity };
  });
  const coupon = input.couponCode ? await couponVerdict(db, input.couponCode, product.event_id, total, now, buyer) : null;
  return { product, lines, seats, total, coupon, pay: total - (coupon?.discount ?? 0) };
}

/** H47: the amount breakdown of an order (cents in, yuan out): ORDER, negative COUPON and PROMOTION, CHANGE. */
export function amountLines(o: { total_amount: number; coupon_amount: number; promotion_amount: number; change_amount: number }): AmountLine[] {
  const lines: AmountLine[] = [{ type: 'ORDER', amount: yuan(o.total_amount) }];
  if (o.coupon_amount) lines.push({ type: 'COUPON', amount: -yuan(o.coupon_amount) });
  if (o.promotion_amount) lines.push({ type: 'PROMOTION', amount: -yuan(o.promotion_amount) });
  if (o.change_amount) lines.push({ type: 'CHANGE', amount: yuan(o.change_amount) });
  return lines;
}

/** The answer of `POST /ec/orders/quote`: the priced order in yuan, its breakdown as the order will show it (H47). */
export function quoteOf(priced: PricedOrder): OrderQuote {
  const coupon: QuotedCoupon | null = priced.coupon
    ? {
        code: priced.coupon.code,
        applied: priced.coupon.refusal === null,
        refusal: priced.coupon.refusal,
        amount: yuan(priced.coupon.discount),
        minAmount: priced.coupon.minAmount === null ? null : yuan(priced.coupon.minAmount),
        validUntil: priced.coupon.validUntil,
      }
    : null;
  const discount = priced.coupon?.discount ?? 0;
  return {
    totalAmount: yuan(priced.total),
    couponAmount: yuan(discount),
    payAmount: yuan(priced.pay),
    amountList: amountLines({ total_amount: priced.total, coupon_amount: discount, promotion_amount: 0, change_amount: 0 }),
    coupon,
  };
}
