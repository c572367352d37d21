'use client';

import { Alert, Button, Form, Input, Radio } from 'antd';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { AttendeeFields } from '@/components/event/attendee-fields';
import { QuantityInput } from '@/components/event/quantity-input';
import { CheckoutAmounts } from '@/components/event/checkout-amounts';
import { useOrderQuote } from '@/components/event/use-order-quote';
import { usePlaceOrder } from '@/components/event/use-place-order';
import { useLoginDialog } from '@/stores/dialogs';
import { useCurrentMember } from '@/stores/use-current-member';
import { AntdScope } from '@/components/providers/antd-scope';
import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { useClientSearch } from '@/components/ui/use-client-search';
import { isApiError } from '@/lib/api/errors';
import type { FormTemplate, IdType, TicketProduct } from '@/lib/contract/ec';
import { afterOrderHref, attendeeFromProfile, clearCheckoutState, loadCheckoutState, saveCheckoutState, type AttendeeValues, type CheckoutValues } from '@/lib/events/checkout';
import { couponRefusalText } from '@/lib/events/coupon';
import { eventPriceLabel } from '@/lib/format/event-price';
import { formatYuan } from '@/lib/format/price';
import { eventPolicyHref } from '@/lib/routing/events-links';

/**
 * H06: SKU and quantity, one attendee block per ticket from the form template, coupon (priced by the server as it is
 * entered, its discount in 合计 or the reason it is refused under it: issue 29 item 10), the order button. The values
 * are kept in sessionStorage (H36: a reload keeps them; cleared after a successful order); `?skuId=` preselects a SKU.
 */
export function CheckoutForm({ product, form, protocolCode }: { product: TicketProduct; form: FormTemplate | null; protocolCode: string | null }) {
  return (
    <AntdScope>
      <CheckoutFormBody product={product} form={form} protocolCode={protocolCode} />
    </AntdScope>
  );
}

function CheckoutFormBody({ product, form, protocolCode }: { product: TicketProduct; form: FormTemplate | null; protocolCode: string | null }) {
  const t = useT();
  const router = useRouter();
  const { hydrated, isLogin, memberId, member } = useCurrentMember();
  const login = useLoginDialog();
  const [formApi] = Form.useForm<CheckoutValues>();
  const available = useMemo(() => product.skuList.filter((s) => !s.soldOut), [product.skuList]);
  // the first attendee starts on an ID card, as later ones do (their Form.Item initialValue; the form's own initial values hide it)
  const [initial] = useState<CheckoutValues>(() => ({ skuId: available[0]?.id, quantity: 1, recipients: [{ idType: 'ID' }] }));
  const [verifiedIds, setVerifiedIds] = useState<ReadonlySet<string>>(new Set());
  // The form is disabled until it has hydrated and the kept values and `?skuId=` are applied (in the same commit,
  // before the browser paints): a choice made before that was overwritten by them, so a ticket chosen right after
  // load was once ordered as the URL's ticket while the page showed the chosen one.
  const search = useClientSearch();
  const ready = search !== null;
  const restored = useRef(false);

  useLayoutEffect(() => {
    if (search === null || restored.current) return;
    restored.current = true;
    const saved = loadCheckoutState(window.sessionStorage, product.id);
    const wanted = Number(new URLSearchParams(search).get('skuId'));
    const next: CheckoutValues = { ...initial, ...saved };
    if (available.some((s) => s.id === wanted)) next.skuId = wanted;
    if (!available.some((s) => s.id === next.skuId)) next.skuId = available[0]?.id;
    formApi.setFieldsValue(next);
  }, [available, formApi, initial, product.id, search]);

  // Issue 29 item 11: a member's first attendee starts as their profile (name, mobile, company, position), once the
  // kept values are applied and only where they left a field empty.
  const prefilled = useRef(false);
  useEffect(() => {
    if (!ready || !isLogin || !member || prefilled.current) return;
    prefilled.current = true;
    const fill = attendeeFromProfile(member, form, formApi.getFieldValue(['recipients', 0]) as AttendeeValues | undefined);
    if (fill.name) formApi.setFieldValue(['recipients', 0, 'name'], fill.name);
    if (fill.mobile) formApi.setFieldValue(['recipients', 0, 'mobile'], fill.mobile);
    for (const [key, value] of Object.entries(fill.formData ?? {})) formApi.setFieldValue(['recipients', 0, 'formData', key], value);
  }, [form, formApi, isLogin, member, ready]);

  // What the page shows is read from the same form store the order is built from.
  const skuId = (Form.useWatch('skuId', { form: formApi, preserve: true }) as number | undefined) ?? initial.skuId;
  const watchedQuantity = Form.useWatch('quantity', { form: formApi, preserve: true }) as number | null | undefined;
  const sku = product.skuList.find((s) => s.id === skuId) ?? null;
  const max = sku ? Math.max(1, Math.min(sku.stock, sku.maxPerOrder)) : 1;
  const quantity = Math.min(Math.max(1, watchedQuantity ?? 1), max);
  const total = sku ? sku.price * quantity : null;

  // Issue 29 item 10: the server prices an entered coupon before the order (the order's own computation).
  const couponCode = Form.useWatch('couponCode', { form: formApi, preserve: true }) as string | undefined;
  const firstMobile = Form.useWatch(['recipients', 0, 'mobile'], { form: formApi, preserve: true }) as string | undefined;
  const { quote, checking, applyNow } = useOrderQuote({ skuId: sku?.id, quantity, couponCode, contactMobile: firstMobile, viewer: isLogin ? memberId : null, enabled: ready && hydrated });
  const couponRefusal = quote?.coupon?.refusal ? couponRefusalText(t, { ...quote.coupon, refusal: quote.coupon.refusal }) : null;
  const couponHelp = couponRefusal ?? (quote?.coupon?.applied ? t('checkout.couponApplied', { amount: formatYuan(quote.coupon.amount) }) : checking ? t('checkout.couponChecking') : null);

  const onValuesChange = () => saveCheckoutState(window.sessionStorage, product.id, formApi.getFieldsValue(true) as CheckoutValues);

  const checkId = useCallback(
    async (idType: IdType, idNumber: string): Promise<string | null> => {
      const [{ clientTransport }, { validateIdentity }] = await Promise.all([import('@/lib/api/client'), import('@/lib/api/ec')]);
      try {
        await validateIdentity(clientTransport, { idType, idNumber });
        setVerifiedIds((prev) => new Set(prev).add(`${idType}:${idNumber}`));
        return null;
      } catch (e) {
        return isApiError(e) && e.msg ? e.msg : t('checkout.idInvalid');
      }
    },
    [t],
  );

  const { submit, locked, error } = usePlaceOrder({
    t,
    isMember: isLogin,
    form,
    onDone: (result) => {
      clearCheckoutState(window.sessionStorage, product.id);
      router.push(afterOrderHref(result, isLogin, product.formId));
    },
  });

  const onFinish = () => {
    // a code the server refused is named under the field; the order would be refused for it too
    if (couponRefusal) {
      formApi.focusField('couponCode');
      return;
    }
    submit(formApi.getFieldsValue(true) as CheckoutValues);
  };

  if (available.length === 0 || product.ended) return <Alert type="info" title={product.ended ? t('events.ended') : t('events.soldOut')} />;

  return (
    // issue 31 item 8: a refused submit puts the focus in the first field in error, which reads its error (aria-describedby)
    <Form form={formApi} layout="vertical" scrollToFirstError={{ focus: true, block: 'center' }} initialValues={initial} disabled={!ready} onValuesChange={onValuesChange} onFinish={onFinish} data-testid="checkout-form">
      <Form.Item name="skuId" label={t('checkout.sku')} rules={[{ required: true }]}>
        <Radio.Group>
          {product.skuList.map((s) => (
            // `|| !ready`, not `disabled={s.soldOut}` alone: an explicit `false` on a Radio overrides the Form's disabled
            // state, which left the tickets clickable before hydration and before ?skuId= was applied over the choice.
            <Radio key={s.id} value={s.id} disabled={s.soldOut || !ready} data-testid="sku-option">
              {s.name} · {eventPriceLabel(s.price, s.price, t('events.free'))} {s.soldOut ? `(${t('events.soldOut')})` : `(${t('events.remaining', { n: s.stock })})`}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item name="quantity" label={t('checkout.quantity')} rules={[{ required: true }]}>
        <QuantityInput min={1} max={max} />
      </Form.Item>
      <h3>{t('checkout.attendee')}</h3>
      {Array.from({ length: quantity }, (_, i) => (
        <AttendeeFields key={i} index={i} form={form} idRequired={Boolean(form)} verifiedIds={verifiedIds} checkId={checkId} />
      ))}
      <Form.Item
        name="couponCode"
        label={t('checkout.coupon')}
        validateStatus={couponRefusal ? 'error' : quote?.coupon?.applied ? 'success' : checking ? 'validating' : undefined}
        help={couponHelp && <span data-testid="coupon-help">{couponHelp}</span>}
      >
        <Input
          maxLength={40}
          placeholder={t('wizard.emailPlaceholder')}
          data-testid="coupon"
          onPressEnter={(e) => {
            // Enter checks the code; it does not place the order
            e.preventDefault();
            applyNow();
          }}
          suffix={
            <Button type="link" size="small" onClick={applyNow} data-testid="coupon-apply">
              {t('checkout.couponApply')}
            </Button>
          }
        />
      </Form.Item>
      {hydrated && !isLogin && (
        <Alert
          type="info"
          title={t('checkout.visitorHint')}
          action={
            <Button size="small" type="link" onClick={() => login.open({ redirect: window.location.pathname + window.location.search })} data-testid="checkout-login">
              {t('checkout.haveAccount')}
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {error && <Alert type="error" title={error} role="alert" style={{ marginBottom: 16 }} data-testid="order-error" />}
      <CheckoutAmounts t={t} total={total} quote={quote} />
      {protocolCode && (
        <p>
          {t('checkout.agree')} <Link href={eventPolicyHref(protocolCode)}>{t('events.policy')}</Link>
        </p>
      )}
      <Button type="primary" htmlType="submit" size="large" disabled={locked || !hydrated || !ready} loading={locked} data-testid="order-button">
        {total ? t('checkout.submit') : t('checkout.submitFree')}
      </Button>
    </Form>
  );
}
