/**
 * The price of an order before it is placed (issue 29 item 10): `POST /ec/orders/quote` (project call, decision 005).
 * The server computes the total, the coupon's discount and the amount to pay from the tickets, the quantities and
 * the code, with the same function that prices `POST /ec/orders`; the client never sends a price. A coupon it
 * refuses does not make the call fail: the answer prices the order without it and says why (`coupon.refusal`).
 */
import { z } from 'zod';
import { amountLineSchema, couponCodeSchema, skuQuantityListSchema } from './ec';

/**
 * Why a coupon is refused: no such code; past its end; for another event; the order is under its minimum; the
 * buyer has used it as often as a member may; every use is taken; nothing to discount (a free order).
 */
export const COUPON_REFUSALS = ['UNKNOWN', 'EXPIRED', 'OTHER_EVENT', 'BELOW_MINIMUM', 'LIMIT_USED', 'USED_UP', 'FREE_ORDER'] as const;
export const couponRefusalSchema = z.enum(COUPON_REFUSALS);
export type CouponRefusal = z.infer<typeof couponRefusalSchema>;

/**
 * `POST /ec/orders/quote` (member or visitor). `contactMobile` (a visitor's first attendee) counts the visitor's
 * earlier uses of a coupon with a per-member limit, as the visitor order does; a member is known by the token.
 */
export const quoteOrderInput = z.object({
  skuQuantityList: skuQuantityListSchema,
  couponCode: couponCodeSchema,
  contactMobile: z.string().trim().regex(/^\+?\d{5,20}$/).optional(),
});
export type QuoteOrderInput = z.infer<typeof quoteOrderInput>;

/** The coupon as priced: its discount when applied, else the refusal; `minAmount` / `validUntil` for the message. */
export const quotedCouponSchema = z.object({
  code: z.string(),
  applied: z.boolean(),
  refusal: couponRefusalSchema.nullable(),
  /** Yuan off when applied, else 0. */
  amount: z.number(),
  /** The order total the coupon asks for (yuan), null for an unknown code. */
  minAmount: z.number().nullable(),
  validUntil: z.string().nullable(),
});
export type QuotedCoupon = z.infer<typeof quotedCouponSchema>;

/** Amounts in yuan; `amountList` is the breakdown the order will have (H47); `payAmount` is its sum. */
export const orderQuoteSchema = z.object({
  totalAmount: z.number(),
  couponAmount: z.number(),
  payAmount: z.number(),
  amountList: z.array(amountLineSchema),
  coupon: quotedCouponSchema.nullable(),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;

/** The `data` of a 30512 answer to `POST /ec/orders` whose coupon is refused: the reason and its figures. */
export const couponRefusedDataSchema = z.object({ couponRefusal: couponRefusalSchema, minAmount: z.number().nullable(), validUntil: z.string().nullable() });
