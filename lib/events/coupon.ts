import type { CouponRefusal } from '@/lib/contract/ec-quote';
import { formatYuan } from '@/lib/format/price';
import type { Translate } from '@/lib/i18n/messages';

/** A valid contact mobile for the quote (`quoteOrderInput.contactMobile`), else undefined. */
export function quoteContactMobile(mobile: string | undefined): string | undefined {
  const value = mobile?.trim();
  return value && /^\+?\d{5,20}$/.test(value) ? value : undefined;
}

/**
 * Issue 29 item 10: why a coupon is refused, in the interface's language, with its figures (the order total it
 * asks for, the day it ended) — from a quote's `coupon` or a refused order's `data`.
 */
export function couponRefusalText(t: Translate, c: { refusal: CouponRefusal; minAmount: number | null; validUntil: string | null }): string {
  return t(`checkout.couponRefusal.${c.refusal}`, { amount: formatYuan(c.minAmount ?? 0), date: (c.validUntil ?? '').slice(0, 10) });
}
