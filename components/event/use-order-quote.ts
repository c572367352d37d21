'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { COUPON_QUOTE_DEBOUNCE_MS } from '@/lib/constants';
import type { OrderQuote, QuoteOrderInput } from '@/lib/contract/ec-quote';
import { quoteContactMobile } from '@/lib/events/coupon';
import type { Viewer } from '@/lib/queries/client';
import { orderQuoteQuery } from '@/lib/queries/events';

/**
 * Issue 29 item 10: the server's price of the checkout once a coupon code is entered (`POST /ec/orders/quote`),
 * asked 500 ms after the last keystroke or at once on `applyNow` (the 使用 button, Enter). `quote` is the answer for
 * the code, ticket and quantity shown now (null while another is being asked: the page never shows an old price as
 * the current one); `checking` while it is on its way. Without a code the page's own price stands (no call).
 * A visitor's first attendee mobile counts their earlier uses of a coupon, as their order will.
 */
export function useOrderQuote(input: {
  skuId: number | undefined;
  quantity: number;
  couponCode: string | undefined;
  contactMobile: string | undefined;
  viewer: Viewer;
  enabled: boolean;
}): { quote: OrderQuote | null; checking: boolean; applyNow: () => void } {
  const code = (input.couponCode ?? '').trim().toUpperCase();
  const [asked, setAsked] = useState(code);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(code), COUPON_QUOTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [code]);
  const applyNow = useCallback(() => setAsked(code), [code]);

  const mobile = input.viewer === null ? quoteContactMobile(input.contactMobile) : undefined;
  const request: QuoteOrderInput | null =
    input.enabled && input.skuId !== undefined && asked !== ''
      ? { skuQuantityList: [{ skuId: input.skuId, quantity: input.quantity }], couponCode: asked, ...(mobile ? { contactMobile: mobile } : {}) }
      : null;
  const query = useQuery({
    ...orderQuoteQuery(request ?? { skuQuantityList: [{ skuId: 0, quantity: 1 }] }, input.viewer),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
  const current = request !== null && asked === code && query.data !== undefined && !query.isPlaceholderData ? query.data : null;
  return { quote: current, checking: code !== '' && current === null && (asked !== code || query.isFetching), applyNow };
}
