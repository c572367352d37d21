'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Form } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { AttendeeFields } from '@/components/event/attendee-fields';
import { AntdScope } from '@/components/providers/antd-scope';
import { useT } from '@/components/providers/i18n-context';
import { useClientSearch } from '@/components/ui/use-client-search';
import { isApiError } from '@/lib/api/errors';
import type { FormTemplate, IdType } from '@/lib/contract/ec';
import { orderQuery, transportWithToken } from '@/lib/queries/events';
import { buildOrderInput, type CheckoutValues } from '@/lib/events/checkout';

/**
 * H05/H46: the registration form. In the SSO layout, `?orderId=` (an ADDTICKETFORM order) asks for one attendee per
 * ticket and completes the order (`PUT /ec/orders/{id}/recipients`), `?token=` standing in for the session; on the
 * order page (issue 29 item 11) the order is given as `orderId` and `onSaved` runs once it is complete (the page
 * reloads the order, now with its tickets).
 */
export function FormFill(props: { form: FormTemplate; orderId?: number; onSaved?: () => void }) {
  return (
    <AntdScope>
      <FormFillBody {...props} />
    </AntdScope>
  );
}

function FormFillBody({ form, orderId: givenOrderId, onSaved }: { form: FormTemplate; orderId?: number; onSaved?: () => void }) {
  const t = useT();
  const search = useClientSearch() ?? '';
  const query = useMemo(() => new URLSearchParams(search), [search]);
  const token = givenOrderId ? null : query.get('token');
  const orderId = givenOrderId ?? (Number(query.get('orderId')) || null);
  const [formApi] = Form.useForm<CheckoutValues>();
  const [verifiedIds, setVerifiedIds] = useState<ReadonlySet<string>>(new Set());
  const order = useQuery({
    ...orderQuery(orderId ?? 0, null, token),
    enabled: orderId !== null,
  });
  const save = useMutation({
    mutationFn: async (values: CheckoutValues) => {
      const count = order.data?.tickets.length || 1;
      const input = buildOrderInput({ ...values, quantity: count }, { form, salesCode: null, requestId: 'form-fill' });
      return (await import('@/lib/api/ec')).completeOrderAttendees(await transportWithToken(token), orderId ?? 0, input.recipients ?? []);
    },
    onSuccess: () => onSaved?.(),
  });
  const checkId = useCallback(
    async (idType: IdType, idNumber: string): Promise<string | null> => {
      try {
        await (await import('@/lib/api/ec')).validateIdentity(await transportWithToken(null), { idType, idNumber });
        setVerifiedIds((prev) => new Set(prev).add(`${idType}:${idNumber}`));
        return null;
      } catch (e) {
        return isApiError(e) && e.msg ? e.msg : t('checkout.idInvalid');
      }
    },
    [t, setVerifiedIds],
  );
  const count = order.data?.tickets.length || 1;
  return (
    <section style={{ background: 'var(--card)', padding: 24, borderRadius: 6 }} data-testid="form-fill">
      {givenOrderId ? <h2>{form.name}</h2> : <h1>{form.name}</h1>}
      {form.description && <p>{form.description}</p>}
      {save.isSuccess ? (
        <Alert type="success" title={t('entry.successTitle')} />
      ) : (
        <Form form={formApi} layout="vertical" onFinish={() => save.mutate(formApi.getFieldsValue(true) as CheckoutValues)}>
          {Array.from({ length: count }, (_, i) => (
            <AttendeeFields key={i} index={i} form={form} idRequired verifiedIds={verifiedIds} checkId={checkId} />
          ))}
          {save.isError && <Alert type="error" style={{ marginBottom: 16 }} title={isApiError(save.error) && save.error.msg ? save.error.msg : t('checkout.failed')} />}
          {orderId !== null && (
            <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!order.data}>
              {t('order.completeForm')}
            </Button>
          )}
        </Form>
      )}
    </section>
  );
}
