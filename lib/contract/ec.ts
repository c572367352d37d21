/**
 * Events (activities), their ticket products, forms, orders, payment and tickets: every call of spec §7.5
 * (`/ec/*`, plus `/activity/searchkeyword/hot` in lib/contract/common.ts `hotKeywordPageSchema`).
 * The backend validates inputs with the `*Input` / `*Query` schemas; the web parses answers with the rest.
 *
 * Units: every amount in an answer is in yuan (a number with at most 2 decimals); the server stores cents
 * and computes every price, total and discount itself (the client never sends a price).
 * "Stores" in the `/ec/stores/*` paths are events: a store id is an event (activity) id.
 */
import { z } from 'zod';
import { currentParam, idSchema, optionalIntParam, optionalTextParam, pageOf, searchTermsSchema, sizeParam, timeString } from './common';

const firstValue = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);
/** `true`, `'true'`, `'1'`, `1` read as true; anything else (or absence) as false. */
const flagParam = z.preprocess((v) => {
  const f = firstValue(v);
  return f === true || f === 'true' || f === '1' || f === 1;
}, z.boolean());

// ---- Enumerations (spec §3) ----
export const ORDER_STATUSES = [
  'PAID',
  'CANCELED',
  'PENDING',
  'PROCESSING',
  'REFUNDING',
  'REFUNDED',
  'PART_REFUNDED',
  'PART_REFUNDING',
  'ADDTICKETFORM',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
/** The list filter adds ALL (H41). */
export const ORDER_STATUS_FILTERS = ['ALL', ...ORDER_STATUSES] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

export const AMOUNT_TYPES = ['ORDER', 'COUPON', 'PROMOTION', 'CHANGE'] as const;
export type AmountType = (typeof AMOUNT_TYPES)[number];
export const PAYMENT_METHODS = ['WEPAY', 'ALIPAY', 'OFFLINE_BANK', 'CARDPAY'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const ORDER_MODES = ['ONLINE', 'OFFLINE'] as const;
export type OrderMode = (typeof ORDER_MODES)[number];
export const ORDER_GROUPS = ['DEFAULT', 'GROUP'] as const;
export type OrderGroup = (typeof ORDER_GROUPS)[number];
export const ID_TYPES = ['ID', 'TRAVEL_PERMIT_HK_MO', 'TRAVEL_PERMIT_TW', 'PASSPORT', 'FOREIGN_ID', 'RESIDENCE_PERMIT_HK_MO_TW'] as const;
export const idTypeSchema = z.enum(ID_TYPES);
export type IdType = z.infer<typeof idTypeSchema>;
/** Event time state, computed by the server from start/end: NO_DATE when the range is missing or invalid (H19). */
export const EVENT_STATES = ['UPCOMING', 'ONGOING', 'ENDED', 'NO_DATE'] as const;
export type EventState = (typeof EVENT_STATES)[number];
export const TICKET_STATUSES = ['VALID', 'USED', 'CANCELED'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

// ---- Events (activities) ----

/** The organiser of an event (H50, `GET /ec/products/merchant`); `id` is the `sourceId` of `/activity/source/{sourceId}`. */
export const merchantSchema = z.object({
  id: z.number(),
  name: z.string(),
  enName: z.string().nullable(),
  logo: z.string().nullable(),
  description: z.string().nullable(),
  /** The organiser's company page, when it has one. */
  companyId: z.number().nullable(),
  eventCount: z.number(),
});
export type Merchant = z.infer<typeof merchantSchema>;

/** An event card (H18): title, coverImg, type, sourceName, publishTime, plus what a card shows of time, place and price. */
export const eventListItemSchema = z.object({
  id: z.number(),
  /** Type tag name (tag type `TAG_TYPE.activityType`); null when untyped. */
  type: z.string().nullable(),
  /** The type tag's English name, shown in the en interface (issue 18 item 4); null when it has none. */
  typeEnName: z.string().nullable().optional(),
  typeTagId: z.number().nullable(),
  typeCode: z.string().nullable(),
  title: z.string(),
  enTitle: z.string().nullable(),
  coverImg: z.string().nullable(),
  sourceName: z.string().nullable(),
  /** The organiser (merchant) id: `/activity/source/{sourceId}`. */
  sourceId: z.number().nullable(),
  publishTime: timeString,
  productId: z.number().nullable(),
  /** Null when not fixed; the web shows '时间待定' when missing or end < start (H19). */
  startTime: timeString.nullable(),
  endTime: timeString.nullable(),
  city: z.string().nullable(),
  venue: z.string().nullable(),
  /** Lowest SKU price in yuan; 0 = free; null when the event sells nothing (web shows '-', H20). */
  minPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
  /** Every SKU's remaining stock is 0. */
  soldOut: z.boolean(),
  state: z.enum(EVENT_STATES),
  hasGroupBuy: z.boolean(),
  viewCount: z.number(),
  likeCount: z.number(),
  commentCount: z.number(),
});
export type EventListItem = z.infer<typeof eventListItemSchema>;
export const eventPageSchema = pageOf(eventListItemSchema);
export type EventPage = z.infer<typeof eventPageSchema>;

/** `GET /ec/stores/{id}` (H03 DEFAULT path): the card plus body, organiser and the caller's like. Code 404 when missing. */
export const eventDetailSchema = eventListItemSchema.extend({
  summary: z.string().nullable(),
  /** Sanitised HTML. */
  content: z.string(),
  locationId: z.number().nullable(),
  /** Registration form of the ticket product (H05/H25), null when the event asks for no form. */
  formId: z.number().nullable(),
  /** `/events/policy/{protocolCode}` (H10), null when none. */
  protocolCode: z.string().nullable(),
  merchant: merchantSchema.nullable(),
  /** The caller liked it (false for visitors and on the server-rendered page). */
  isLiked: z.boolean(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

/**
 * `GET /ec/stores/page` (H01, H02, H13): published events. `tagId` a type tag id, `tagCode` a type tag code
 * (unknown code → code 404), `sourceId` an organiser (unknown → code 404), `state` filters by time state,
 * `sortByTime` newest published first (default: upcoming first by start time, then the rest).
 */
export const eventPageQuery = z.object({
  current: currentParam,
  size: sizeParam,
  tagId: optionalIntParam,
  tagCode: optionalTextParam,
  sourceId: optionalIntParam,
  sortByTime: flagParam,
});
export type EventPageQuery = z.infer<typeof eventPageQuery>;

/**
 * `GET /ec/stores/search` (E15, E17, E28): `keyword` required (≤ 50 characters, blank → empty page), every word matched in
 * title, summary, body, organiser and city; `tagId` filters by type tag; `facets.tags` counts the type tags of all
 * matches (whatever `tagId` says), most first.
 */
export const eventSearchQuery = z.object({
  keyword: z.preprocess(firstValue, z.string().trim().max(50)),
  current: currentParam,
  size: sizeParam,
  tagId: optionalIntParam,
  sortByTime: flagParam,
});
export type EventSearchQuery = z.infer<typeof eventSearchQuery>;
export const eventTagFacetSchema = z.object({ id: z.number(), name: z.string(), enName: z.string().nullable(), code: z.string().nullable(), count: z.number() });
export type EventTagFacet = z.infer<typeof eventTagFacetSchema>;
export const eventSearchPageSchema = eventPageSchema.extend({ facets: z.object({ tags: z.array(eventTagFacetSchema) }), terms: searchTermsSchema });
export type EventSearchPage = z.infer<typeof eventSearchPageSchema>;

/** An activity type tag (`GET /ec/stores/types`): what `/events/:tagCode` and the search filters offer. */
export const eventTypeTagSchema = z.object({ id: z.number(), name: z.string(), enName: z.string().nullable(), code: z.string() });
export type EventTypeTag = z.infer<typeof eventTypeTagSchema>;
export const eventTypeTagListSchema = z.array(eventTypeTagSchema);

/** `POST /ec/stores/like/{id}` and `PUT /ec/stores/unlike/{id}` (H21, login). */
export { likeResultSchema as eventLikeResultSchema, type LikeResult as EventLikeResult } from './interaction';

// ---- Event comments (H22): the news comment shape and calls (lib/contract/comment.ts `eventCommentQuery`,
// `eventCommentInput`; lib/api/comments.ts `eventCommentAdapter`); `entityId` is the event id. ----

// ---- Ticket product and SKUs (H03, M29) ----

export const skuSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Yuan; 0 = free. */
  price: z.number(),
  originalPrice: z.number().nullable(),
  /** Seats left now (stock minus sold minus held by unpaid orders). */
  stock: z.number(),
  soldOut: z.boolean(),
  /** GROUP: a group-buy SKU (the order lands on `/pay-success?isGroupBuy=true`, H48). */
  groupType: z.enum(ORDER_GROUPS),
  /** Most tickets of this SKU one order may hold. */
  maxPerOrder: z.number(),
});
export type Sku = z.infer<typeof skuSchema>;

/** `GET /ec/products/{id}`: the ticket product of an event. Code 404 when missing. */
export const ticketProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  activityId: z.number(),
  formId: z.number().nullable(),
  protocolCode: z.string().nullable(),
  merchantId: z.number().nullable(),
  /** The event has ended: nothing can be ordered. */
  ended: z.boolean(),
  skuList: z.array(skuSchema),
});
export type TicketProduct = z.infer<typeof ticketProductSchema>;
/** `GET /ec/products/merchant?productId=` (H50): the organiser; code 404 for an unknown product. */
export const merchantQuery = z.object({ productId: idSchema });

// ---- Registration form template (H05, H25) ----

export const FORM_FIELD_TYPES = ['TEXT', 'TEXTAREA', 'RADIO', 'CHECKBOX', 'SELECT', 'DATE', 'IMAGE', 'FILE'] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];
export const formFieldSchema = z.object({
  /** Key of the value in `recipients[].formData`. */
  key: z.string(),
  type: z.enum(FORM_FIELD_TYPES),
  label: z.string(),
  enLabel: z.string().nullable(),
  required: z.boolean(),
  /** Choices of RADIO / CHECKBOX / SELECT (the stored value is the zh text). */
  options: z.array(z.object({ label: z.string(), enLabel: z.string().nullable() })),
  maxLength: z.number().nullable(),
  placeholder: z.string().nullable(),
});
export type FormField = z.infer<typeof formFieldSchema>;
/**
 * `GET /ec/forms/template/{id}`: also callable with `?token=` (an access token) instead of the session (H05).
 * Every form also asks each attendee for name, mobile, ID type and ID number (the built-in recipient fields).
 */
export const formTemplateSchema = z.object({
  id: z.number(),
  name: z.string(),
  enName: z.string().nullable(),
  description: z.string().nullable(),
  fields: z.array(formFieldSchema),
});
export type FormTemplate = z.infer<typeof formTemplateSchema>;
export const formTemplateQuery = z.object({ token: optionalTextParam });

// ---- Attendees ----

/** `POST /ec/recipients/valid/Identity` (H26, R60): valid → code 0, data `{valid: true}`; invalid → code 1 with msg. */
export const identityInput = z.object({
  idType: idTypeSchema,
  idNumber: z.string().trim().min(1).max(40),
});
export type IdentityInput = z.infer<typeof identityInput>;
export const identityResultSchema = z.object({ valid: z.boolean() });

/** Form values: text, a choice or several, or upload keys (`image/form/`, `file/form/`, P24/P25). */
export const formValueSchema = z.union([z.string().max(2000), z.array(z.string().max(300)).max(20)]);
export const recipientInput = z.object({
  name: z.string().trim().min(1).max(40),
  mobile: z.string().trim().regex(/^\+?\d{5,20}$/),
  idType: idTypeSchema.optional(),
  idNumber: z.string().trim().max(40).optional(),
  /** Values of the form template's fields by key. */
  formData: z.record(z.string().max(40), formValueSchema).optional(),
});
export type RecipientInput = z.infer<typeof recipientInput>;

/** An attendee as answered: the ID number masked 4+3 (H27) — the API never returns it in clear. */
export const recipientSchema = z.object({
  name: z.string(),
  mobile: z.string(),
  idType: idTypeSchema.nullable(),
  idNumberMasked: z.string().nullable(),
  formData: z.record(z.string(), formValueSchema),
});
export type Recipient = z.infer<typeof recipientSchema>;

// ---- Orders ----

/** Header carrying the client request id of an order creation (alternative to the `requestId` field). */
export const ORDER_REQUEST_ID_HEADER = 'x-request-id';

/** The tickets asked for: SKUs of one product, positive quantities (the order and its quote, H28). */
export const skuQuantityListSchema = z
  .array(
    z.object({
      skuId: idSchema,
      quantity: z.number().int().min(1).max(99),
    }),
  )
  .min(1)
  .max(10);
/** A coupon code as the buyer typed it (compared case-insensitively); an empty one is left out (H49). */
export const couponCodeSchema = z.string().trim().min(1).max(40).optional();

/**
 * `POST /ec/orders` (login, H28) and `POST /ec/orders/anonymous` (visitor). `skuQuantityList` holds SKUs of one
 * product; quantities are positive integers up to the SKU's `maxPerOrder` and the seats left. `couponCode` is
 * left out when empty (H49). `requestId` (or the `x-request-id` header; 8–64 of `[A-Za-z0-9_-]`) makes creation
 * idempotent: the same id from the same buyer answers the first order again, nothing new is stored.
 * `recipients`: one per ticket when the product has a form (or is filled in), else optional.
 * Error codes: 1 bad input; 404 unknown SKU/product; 30204 banned buyer (H35); 30305 sold out / not enough seats;
 * 30512 the event has ended or the coupon is refused (`data.couponRefusal` says why, lib/contract/ec-quote.ts).
 */
export const createOrderInput = z.object({
  skuQuantityList: skuQuantityListSchema,
  couponCode: couponCodeSchema,
  paymentType: z.literal('ONLINE').default('ONLINE'),
  salesCode: z.string().trim().max(40).optional(),
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
  recipients: z.array(recipientInput).max(99).optional(),
});
export type CreateOrderInput = z.infer<typeof createOrderInput>;
/** The visitor's order also needs a contact (name, mobile) — the first recipient is used when absent. */
export const createAnonymousOrderInput = createOrderInput.extend({
  contactName: z.string().trim().min(1).max(40).optional(),
  contactMobile: z.string().trim().regex(/^\+?\d{5,20}$/).optional(),
});
export type CreateAnonymousOrderInput = z.infer<typeof createAnonymousOrderInput>;

/**
 * H30: `{tradeNo, orderList:[{id, orderNo, payAmount}]}`. `tradeNo` is set for a visitor's paid order (they pay on
 * `/pay?tradeNo=`, H31) and null for a member's (they pay on `/payment?orderId=`, H32) or a free one (H33).
 * `ticketCodes`: a free visitor order's tickets (`/people/anonymous-ticket/{code}`); `formId` for
 * `/events/unLoginSuccess/{formId}`; `isGroupBuy` when a SKU is a group-buy one.
 */
export const orderResultSchema = z.object({
  tradeNo: z.string().nullable(),
  orderList: z.array(z.object({ id: z.number(), orderNo: z.string(), payAmount: z.number() })),
  ticketCodes: z.array(z.string()),
  formId: z.number().nullable(),
  isGroupBuy: z.boolean(),
});
export type OrderResult = z.infer<typeof orderResultSchema>;

export const orderItemSchema = z.object({
  skuId: z.number(),
  skuName: z.string(),
  quantity: z.number(),
  /** Unit price in yuan. */
  price: z.number(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** A line of the amount breakdown (H47): COUPON and PROMOTION are negative; the total is their sum. */
export const amountLineSchema = z.object({ type: z.enum(AMOUNT_TYPES), amount: z.number() });
export type AmountLine = z.infer<typeof amountLineSchema>;

/** An order in the member's list (`GET /ec/orders/page`). */
export const orderListItemSchema = z.object({
  id: z.number(),
  orderNo: z.string(),
  status: orderStatusSchema,
  activityId: z.number(),
  activityTitle: z.string(),
  coverImg: z.string().nullable(),
  startTime: timeString.nullable(),
  endTime: timeString.nullable(),
  city: z.string().nullable(),
  productId: z.number(),
  items: z.array(orderItemSchema),
  totalAmount: z.number(),
  payAmount: z.number(),
  mode: z.enum(ORDER_MODES),
  group: z.enum(ORDER_GROUPS),
  createdTime: timeString,
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;
export const orderPageSchema = pageOf(orderListItemSchema);
/** `GET /ec/orders/page` (login, H41): `status` one of ORDER_STATUS_FILTERS (ALL or absent = every status). */
export const orderPageQuery = z.object({
  current: currentParam,
  size: sizeParam,
  status: z.preprocess((v) => {
    const f = firstValue(v);
    return f === undefined || f === null || f === '' ? 'ALL' : f;
  }, z.enum(ORDER_STATUS_FILTERS)),
});
export type OrderPageQuery = z.infer<typeof orderPageQuery>;

/** Payment countdown (H37): remaining = 60 × payMinutes − elapsedSeconds, never below 0. */
export const countdownSchema = z.object({
  payMinutes: z.number(),
  /** Seconds since the order was created, measured by the server at answer time. */
  elapsedSeconds: z.number(),
  remainingSeconds: z.number(),
  /** When the unpaid order expires (server local time). */
  expireTime: timeString,
});
export type Countdown = z.infer<typeof countdownSchema>;

export const ticketRefSchema = z.object({ id: z.number(), code: z.string(), status: z.enum(TICKET_STATUSES) });

/**
 * `GET /ec/orders/{id}` (login; own orders only — another member's id answers code 404). Unpaid orders past their
 * countdown read as CANCELED (expired). `countdown` only while PENDING.
 */
export const orderDetailSchema = orderListItemSchema.extend({
  tradeNo: z.string().nullable(),
  paymentMethod: paymentMethodSchema.nullable(),
  couponCode: z.string().nullable(),
  amountList: z.array(amountLineSchema),
  paidTime: timeString.nullable(),
  canceledTime: timeString.nullable(),
  cancelReason: z.string().nullable(),
  /** The order was cancelled by the countdown (not by the buyer). */
  expired: z.boolean(),
  countdown: countdownSchema.nullable(),
  formId: z.number().nullable(),
  recipients: z.array(recipientSchema),
  tickets: z.array(ticketRefSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** `PUT /ec/orders/cancel/{id}` (H40): PENDING only (else code 30512); answers the order detail. */
export const cancelOrderInput = z.object({ reason: z.string().trim().max(200).optional() });
export type CancelOrderInput = z.infer<typeof cancelOrderInput>;

/**
 * `PUT /ec/orders/{id}/recipients` (login, H44/H46): the attendees of an ADDTICKETFORM order, one per ticket,
 * checked against the form; the order returns to PAID and the tickets carry the attendees. Else code 30512.
 */
export const completeAttendeesInput = z.object({ recipients: z.array(recipientInput).min(1).max(99) });
export type CompleteAttendeesInput = z.infer<typeof completeAttendeesInput>;

// ---- Payment (H07, H08, H37–H39) ----

/** `GET /ec/orders/trade-data?orderId=` (login, own order) or `?tradeNo=` (the trade number is the visitor's key). */
export const tradeDataQuery = z
  .object({ orderId: optionalIntParam, tradeNo: optionalTextParam })
  .refine((q) => q.orderId !== undefined || q.tradeNo !== undefined, { message: 'orderId or tradeNo required' });
export type TradeDataQuery = z.infer<typeof tradeDataQuery>;

export const tradeOrderSchema = z.object({
  id: z.number(),
  orderNo: z.string(),
  status: orderStatusSchema,
  activityId: z.number(),
  activityTitle: z.string(),
  payAmount: z.number(),
  group: z.enum(ORDER_GROUPS),
  /** A visitor's tickets once paid (the trade number is their key). Members see tickets in their account. */
  ticketCodes: z.array(z.string()),
});
export const tradeDataSchema = z.object({
  tradeNo: z.string().nullable(),
  orderList: z.array(tradeOrderSchema),
  /** Sum of the orders' payAmount, yuan. */
  payAmount: z.number(),
  /** PENDING while payable; PAID once every order is paid; CANCELED when cancelled or expired. */
  status: orderStatusSchema,
  countdown: countdownSchema.nullable(),
  /** Methods offered (H38): WEPAY, ALIPAY, OFFLINE_BANK; CARDPAY only when configured. */
  paymentMethods: z.array(paymentMethodSchema),
  /** Site page code of the bank-transfer instructions (OFFLINE_BANK). */
  offlineInstructionsCode: z.string(),
});
export type TradeData = z.infer<typeof tradeDataSchema>;

/**
 * `POST /ec/pay/create`: starts a payment with the sandbox provider for an order (`orderId`, login) or a trade
 * (`tradeNo`). Refused with 30512 when the order is not PENDING or its countdown has ended. `inWechat` asks for the
 * chat-app JS-API parameters (H39). `returnUrl` (same site only) is where the cashier sends the payer back.
 */
export const createPaymentInput = z
  .object({
    orderId: idSchema.optional(),
    tradeNo: z.string().trim().min(1).max(64).optional(),
    method: paymentMethodSchema,
    inWechat: z.boolean().optional(),
    returnUrl: z.string().max(500).optional(),
  })
  .refine((q) => q.orderId !== undefined || q.tradeNo !== undefined, { message: 'orderId or tradeNo required' });
export type CreatePaymentInput = z.infer<typeof createPaymentInput>;

/** Chat-app JS-API pay parameters (H39): produced and signed by the sandbox. */
export const jsApiPaySchema = z.object({
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.string(),
  paySign: z.string(),
});
export type JsApiPay = z.infer<typeof jsApiPaySchema>;

export const paymentSchema = z.object({
  payNo: z.string(),
  method: paymentMethodSchema,
  amount: z.number(),
  /** WEPAY / ALIPAY / CARDPAY: the sandbox cashier page (show as a QR code; a button on phones). Null for OFFLINE_BANK. */
  cashierUrl: z.string().nullable(),
  /** OFFLINE_BANK: the site page with the bank-transfer instructions. */
  instructionsCode: z.string().nullable(),
  jsApi: jsApiPaySchema.nullable(),
  countdown: countdownSchema,
});
export type Payment = z.infer<typeof paymentSchema>;

/** `GET /admin/wx/mp/js-config?url=` (H39): the JS-SDK config, signed by the sandbox. */
export const jsConfigQuery = z.object({ url: z.preprocess(firstValue, z.string().max(1000)).optional() });
export const jsConfigSchema = z.object({ appId: z.string(), timestamp: z.number(), nonceStr: z.string(), signature: z.string() });
export type JsConfig = z.infer<typeof jsConfigSchema>;

/**
 * The sandbox provider's asynchronous notification to `POST /ec/pay/notify` (form or JSON). `sign` is the hex
 * HMAC-SHA256, under the provider secret, of `payNo|tradeNo|amount|status|notifyTime|nonce` (amount in cents).
 */
export const payNotifyInput = z.object({
  payNo: z.string().min(1).max(64),
  tradeNo: z.string().min(1).max(64),
  amount: z.coerce.number().int().min(0),
  status: z.enum(['SUCCESS', 'FAIL']),
  notifyTime: z.string().min(1).max(40),
  nonce: z.string().min(1).max(64),
  sign: z.string().regex(/^[0-9a-f]{64}$/),
});
export type PayNotifyInput = z.infer<typeof payNotifyInput>;

// ---- Tickets (H15, H16, H42, H51) ----

export const ticketListItemSchema = z.object({
  id: z.number(),
  code: z.string(),
  status: z.enum(TICKET_STATUSES),
  orderId: z.number(),
  activityId: z.number(),
  activityTitle: z.string(),
  coverImg: z.string().nullable(),
  startTime: timeString.nullable(),
  endTime: timeString.nullable(),
  city: z.string().nullable(),
  venue: z.string().nullable(),
  skuName: z.string(),
  attendeeName: z.string().nullable(),
  createdTime: timeString,
});
export type TicketListItem = z.infer<typeof ticketListItemSchema>;
export const ticketPageSchema = pageOf(ticketListItemSchema);
/** `GET /ec/ticket/page` (login): `upcoming` keeps tickets of events not yet ended, soonest first (ticket box, H51). */
export const ticketPageQuery = z.object({ current: currentParam, size: sizeParam, upcoming: flagParam });
export type TicketPageQuery = z.infer<typeof ticketPageQuery>;

/**
 * `GET /ec/ticket/detail/{id}` (login, own ticket; else code 404) and `GET /ec/ticket/{code}` (anyone holding the
 * code). `checkInCode` is the text of the check-in QR code.
 */
export const ticketDetailSchema = ticketListItemSchema.extend({
  checkInCode: z.string(),
  attendeeMobile: z.string().nullable(),
  idType: idTypeSchema.nullable(),
  idNumberMasked: z.string().nullable(),
  orderNo: z.string(),
  orderStatus: orderStatusSchema,
  formId: z.number().nullable(),
  formData: z.record(z.string(), formValueSchema),
  merchantName: z.string().nullable(),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;
/** Ticket codes: 12 upper-case letters and digits. */
export const ticketCodeParams = z.object({ code: z.string().regex(/^[A-Z0-9]{12}$/) });
