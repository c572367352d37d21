/**
 * Events, tickets and orders (spec §3 shapes). Routes arrive with the events issue.
 */
import { z } from 'zod';
import { timeString } from './common';

export const eventListItemSchema = z.object({
  id: z.number(),
  type: z.string().nullable(),
  title: z.string(),
  coverImg: z.string().nullable(),
  sourceName: z.string().nullable(),
  publishTime: timeString,
  productId: z.number().nullable(),
  startTime: timeString.nullable().optional(),
  endTime: timeString.nullable().optional(),
  city: z.string().nullable().optional(),
});
export type EventListItem = z.infer<typeof eventListItemSchema>;

export const skuSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Yuan. */
  price: z.number(),
  originalPrice: z.number().nullable().optional(),
  stock: z.number(),
});
export const productSchema = z.object({ id: z.number(), name: z.string(), skuList: z.array(skuSchema) });
export type Product = z.infer<typeof productSchema>;

/** `POST /ec/orders`. */
export const createOrderInput = z.object({
  skuQuantityList: z
    .array(z.object({ skuId: z.coerce.number().int().positive(), quantity: z.coerce.number().int().min(1).max(99) }))
    .min(1),
  couponCode: z.string().max(40).optional(),
  paymentType: z.literal('ONLINE').default('ONLINE'),
  salesCode: z.string().max(40).optional(),
});
export type CreateOrderInput = z.infer<typeof createOrderInput>;

export const orderResultSchema = z.object({
  tradeNo: z.string().nullable(),
  orderList: z.array(z.object({ id: z.number(), orderNo: z.string(), payAmount: z.number() })),
});
export type OrderResult = z.infer<typeof orderResultSchema>;
