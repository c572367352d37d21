'use client';

import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isApiError } from '@/lib/api/errors';
import { ERR_ORDER_BANNED_TICKET, ORDER_BUTTON_REENABLE_MS } from '@/lib/constants';
import type { FormTemplate, OrderResult } from '@/lib/contract/ec';
import { couponRefusedDataSchema } from '@/lib/contract/ec-quote';
import { couponRefusalText } from '@/lib/events/coupon';
import { buildAnonymousOrderInput, buildOrderInput, type CheckoutValues } from '@/lib/events/checkout';
import type { Translate } from '@/lib/i18n/messages';

/**
 * H28–H35: places the order. Members call `POST /ec/orders`, visitors `POST /ec/orders/anonymous`. The button is
 * locked while the call is in flight and for 800 ms after the click (H34); one request id per attempt makes a
 * network retry of the same attempt idempotent. 30204 shows the banned-ticket message, a refused coupon its reason;
 * other codes the server msg.
 */
export function usePlaceOrder(opts: { t: Translate; isMember: boolean; form: FormTemplate | null; onDone: (result: OrderResult) => void }) {
  const [cooling, setCooling] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const requestId = useRef<string | null>(null);
  const mutation = useMutation({
    mutationFn: async (values: CheckoutValues) => {
      const [{ clientTransport }, api, { getSession }] = await Promise.all([import('@/lib/api/client'), import('@/lib/api/ec'), import('@/lib/session/session')]);
      requestId.current ??= api.newOrderRequestId();
      const input = buildOrderInput(values, { form: opts.form, salesCode: getSession().salesCode, requestId: requestId.current });
      return opts.isMember ? api.createOrder(clientTransport, input) : api.createAnonymousOrder(clientTransport, buildAnonymousOrderInput(input));
    },
    onSuccess: (result) => {
      requestId.current = null;
      opts.onDone(result);
    },
    onError: (e: unknown) => {
      // A business answer means nothing was stored under this id: the next attempt gets a new one.
      if (isApiError(e) && e.code > 0) requestId.current = null;
      const refused = isApiError(e) ? couponRefusedDataSchema.safeParse(e.data) : null;
      if (isApiError(e) && e.code === ERR_ORDER_BANNED_TICKET) setError(opts.t('checkout.bannedTicket'));
      // issue 29 item 10: a refused coupon is named in the interface's language, as the quote names it
      else if (refused?.success) setError(couponRefusalText(opts.t, { ...refused.data, refusal: refused.data.couponRefusal }));
      else setError(isApiError(e) && e.msg ? e.msg : opts.t('checkout.failed'));
    },
  });
  const submit = (values: CheckoutValues) => {
    if (mutation.isPending || cooling) return;
    setError(null);
    setCooling(true);
    setTimeout(() => setCooling(false), ORDER_BUTTON_REENABLE_MS);
    mutation.mutate(values);
  };
  return { submit, locked: mutation.isPending || cooling, error };
}
