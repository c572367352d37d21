'use client';

import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Input, Modal } from 'antd';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { AntdScope } from '@/components/providers/antd-scope';
import { useT } from '@/components/providers/i18n-context';
import { isApiError } from '@/lib/api/errors';

/** H40/H45: cancel a PENDING order with a reason (`PUT /ec/orders/cancel/{id}` with `{reason}`); the page reloads its data after. */
export function CancelOrderButton({ orderId }: { orderId: number }) {
  return (
    <AntdScope>
      <CancelOrder orderId={orderId} />
    </AntdScope>
  );
}

function CancelOrder({ orderId }: { orderId: number }) {
  const t = useT();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useMutation({
    mutationFn: async () => {
      const [{ clientTransport }, { cancelOrder }] = await Promise.all([import('@/lib/api/client'), import('@/lib/api/ec')]);
      return cancelOrder(clientTransport, orderId, reason.trim() || undefined);
    },
    onSuccess: () => {
      setOpen(false);
      router.refresh();
    },
  });
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="order-cancel">
        {t('order.cancel')}
      </Button>
      <Modal
        open={open}
        title={t('order.cancel')}
        okText={t('order.cancelConfirm')}
        cancelText={t('common.close')}
        confirmLoading={cancel.isPending}
        onOk={() => cancel.mutate()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <label htmlFor="cancel-reason">{t('order.cancelReason')}</label>
        <Input.TextArea id="cancel-reason" value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} autoSize={{ minRows: 2, maxRows: 4 }} />
        {cancel.isError && <Alert type="error" style={{ marginTop: 12 }} title={isApiError(cancel.error) && cancel.error.msg ? cancel.error.msg : t('checkout.failed')} />}
      </Modal>
    </>
  );
}
