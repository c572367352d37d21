import type { CreateAnonymousOrderInput, CreateOrderInput, FormTemplate, IdType, OrderResult, RecipientInput } from '@/lib/contract/ec';
import { entrySuccessHref, payOrderHref, payTradeHref, unLoginSuccessHref } from '@/lib/routing/events-links';

/**
 * Pure rules of the checkout (H06, H28–H36, H49): what is kept in sessionStorage, what the order call sends and
 * where the buyer goes after it.
 */

export type FormValue = string | string[];

export interface AttendeeValues {
  name?: string;
  mobile?: string;
  idType?: IdType;
  idNumber?: string;
  /** Values of the form template's fields by key. */
  formData?: Record<string, FormValue | undefined>;
}

export interface CheckoutValues {
  skuId?: number;
  quantity?: number;
  recipients?: AttendeeValues[];
  couponCode?: string;
}

/** H36: the checkout data of one product lives in sessionStorage under this key. */
export function checkoutStorageKey(productId: number): string {
  return `checkout:${productId}`;
}

export function loadCheckoutState(storage: Storage, productId: number): CheckoutValues | null {
  try {
    const raw = storage.getItem(checkoutStorageKey(productId));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as CheckoutValues) : null;
  } catch {
    return null;
  }
}

export function saveCheckoutState(storage: Storage, productId: number, values: CheckoutValues): void {
  try {
    storage.setItem(checkoutStorageKey(productId), JSON.stringify(values));
  } catch {
    // Storage full or blocked: the checkout still works, it just is not kept across a reload.
  }
}

export function clearCheckoutState(storage: Storage, productId: number): void {
  try {
    storage.removeItem(checkoutStorageKey(productId));
  } catch {
    // Nothing to clear.
  }
}

const blank = (v: string | undefined | null) => !v || v.trim() === '';

function recipientOf(a: AttendeeValues, form: FormTemplate | null): RecipientInput {
  const formData: Record<string, FormValue> = {};
  for (const field of form?.fields ?? []) {
    const value = a.formData?.[field.key];
    if (value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0)) continue;
    formData[field.key] = typeof value === 'string' ? value.trim() : value;
  }
  return {
    name: (a.name ?? '').trim(),
    mobile: (a.mobile ?? '').trim(),
    ...(blank(a.idNumber) ? {} : { idType: a.idType ?? 'ID', idNumber: (a.idNumber ?? '').trim() }),
    ...(Object.keys(formData).length > 0 ? { formData } : {}),
  };
}

/**
 * H28/H49/H29: `{skuQuantityList, couponCode, paymentType: 'ONLINE', salesCode}` plus the attendees and the request id.
 * An empty coupon or sales code is not sent at all.
 */
export function buildOrderInput(values: CheckoutValues, extra: { form: FormTemplate | null; salesCode: string | null; requestId: string }): CreateOrderInput {
  const quantity = values.quantity ?? 1;
  const recipients = (values.recipients ?? []).slice(0, quantity).map((a) => recipientOf(a, extra.form));
  return {
    skuQuantityList: [{ skuId: values.skuId ?? 0, quantity }],
    ...(blank(values.couponCode) ? {} : { couponCode: (values.couponCode ?? '').trim() }),
    paymentType: 'ONLINE',
    ...(blank(extra.salesCode) ? {} : { salesCode: (extra.salesCode ?? '').trim() }),
    requestId: extra.requestId,
    ...(recipients.length > 0 ? { recipients } : {}),
  };
}

/** A visitor's order names its contact: the first attendee. */
export function buildAnonymousOrderInput(input: CreateOrderInput): CreateAnonymousOrderInput {
  const first = input.recipients?.[0];
  return first ? { ...input, contactName: first.name, contactMobile: first.mobile } : input;
}

/**
 * §4 / H31–H33: payAmount > 0 with a tradeNo → `/pay?tradeNo=`; without → `/payment?orderId=`; 0 → the success page
 * (a member's `/events/entrySuccess/{orderId}`, a visitor's `/events/unLoginSuccess/{formId}` with the ticket code).
 */
export function afterOrderHref(result: OrderResult, isMember: boolean, productFormId: number | null): string {
  const payAmount = result.orderList.reduce((sum, o) => sum + o.payAmount, 0);
  const first = result.orderList[0];
  if (payAmount > 0 && result.tradeNo) return payTradeHref(result.tradeNo);
  if (payAmount > 0 && first) return payOrderHref(first.id);
  if (isMember && first) return entrySuccessHref(first.id);
  return unLoginSuccessHref(result.formId ?? productFormId ?? 0, result.ticketCodes[0] ?? null);
}

/** The profile fields a checkout can take over (from the member's basic info). */
export interface AttendeeProfile {
  nickname: string | null;
  phoneNumber: string | null;
  company: string | null;
  position: string | null;
}

/** Form template text fields a profile fills, by key. */
const PROFILE_FIELDS = { company: 'company', position: 'position' } as const;

/**
 * Issue 29 item 11: the first attendee as the member's profile gives them — name, mobile, and the form's company and
 * position fields where the template has them. Only what is still empty in `current` is filled (a kept or typed value
 * stays); an empty answer means nothing to fill.
 */
export function attendeeFromProfile(profile: AttendeeProfile, form: FormTemplate | null, current: AttendeeValues | undefined): AttendeeValues {
  const filled: AttendeeValues = {};
  if (blank(current?.name) && profile.nickname?.trim()) filled.name = profile.nickname.trim();
  if (blank(current?.mobile) && profile.phoneNumber?.trim()) filled.mobile = profile.phoneNumber.trim();
  const formData: Record<string, FormValue> = {};
  for (const [key, source] of Object.entries(PROFILE_FIELDS)) {
    const value = profile[source]?.trim();
    const field = form?.fields.find((f) => f.key === key && (f.type === 'TEXT' || f.type === 'TEXTAREA'));
    const had = current?.formData?.[key];
    if (field && value && (had === undefined || (typeof had === 'string' && had.trim() === ''))) formData[key] = value;
  }
  if (Object.keys(formData).length > 0) filled.formData = formData;
  return filled;
}
