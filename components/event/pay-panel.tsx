'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Radio } from 'antd';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { AntdScope } from '@/components/providers/antd-scope';
import { useT } from '@/components/providers/i18n-context';
import { PayCountdown } from '@/components/event/pay-countdown';
import { QrImage } from '@/components/event/qr-image';
import { href } from '@/lib/routing/routes';
import { AppLink as Link } from '@/components/ui/app-link';
import { useCountdown } from '@/components/event/use-countdown';
import { isApiError } from '@/lib/api/errors';
import type { PaymentMethod, TradeData } from '@/lib/contract/ec';
import { formatYuan } from '@/lib/format/price';
import { tradeQuery } from '@/lib/queries/events';
import { paySuccessHref } from '@/lib/routing/events-links';
import styles from './pay-panel.module.css';

/** How often the pay page asks the API whether the provider has confirmed the payment. */
const POLL_MS = 2000;

type Key = { orderId: number } | { tradeNo: string };

/** Where a paid trade goes (H09, H48): pay-success, with isGroupBuy for GROUP orders and a visitor's ticket code. */
export function paidHref(trade: TradeData, key: Key): string {
  const first = trade.orderList[0];
  const group = trade.orderList.some((o) => o.group === 'GROUP');
  return paySuccessHref(first?.id ?? 0, group, 'tradeNo' in key ? (first?.ticketCodes[0] ?? null) : null);
}

/**
 * H07/H08/H37–H39: amount, countdown (pay button disabled at 0), the methods; WEPAY/ALIPAY/CARDPAY show the sandbox
 * cashier as a QR code (and, on a phone, a button to it), OFFLINE_BANK the bank-transfer instructions. The result is
 * learned by polling the trade (not from the cashier's redirect).
 */
export function PayPanel({ payKey, mobile, instructionsHtml }: { payKey: Key; mobile: boolean; instructionsHtml: string | null }) {
  return (
    <AntdScope>
      <PayPanelBody payKey={payKey} mobile={mobile} instructionsHtml={instructionsHtml} />
    </AntdScope>
  );
}

function PayPanelBody({ payKey, mobile, instructionsHtml }: { payKey: Key; mobile: boolean; instructionsHtml: string | null }) {
  const t = useT();
  const router = useRouter();
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const trade = useQuery({
    ...tradeQuery(payKey),
    refetchInterval: (q) => (q.state.data?.data.status === 'PENDING' ? POLL_MS : false),
  });
  const data = trade.data?.data;
  const left = useCountdown(data?.countdown, trade.data?.readAt ?? 0);
  const pay = useMutation({
    mutationFn: async (m: PaymentMethod) => {
      const [{ clientTransport }, { createPayment }] = await Promise.all([import('@/lib/api/client'), import('@/lib/api/ec')]);
      return createPayment(clientTransport, { ...payKey, method: m, returnUrl: window.location.pathname + window.location.search });
    },
  });

  useEffect(() => {
    if (data?.status === 'PAID') router.replace(paidHref(data, payKey));
  }, [data, payKey, router]);

  if (trade.isError) return <Alert type="error" title={isApiError(trade.error) && trade.error.msg ? trade.error.msg : t('pay.notFound')} data-testid="pay-error" />;
  if (!data) return <section className={styles.panel} aria-busy="true" />;
  const chosen = method ?? data.paymentMethods[0] ?? null;
  const payable = data.status === 'PENDING' && left > 0;
  const payment = pay.data && pay.data.method === chosen ? pay.data : null;

  return (
    <section className={styles.panel} data-testid="pay-panel">
      <h1>{t('pay.title')}</h1>
      <ul className={styles.orders}>
        {data.orderList.map((o) => (
          <li key={o.id}>
            {o.activityTitle} · {t('order.no')} {o.orderNo}{' '}
            <Link href={href('/people/order/:id', { id: o.id })} data-testid="pay-order-link">
              {t('pay.backToOrder')}
            </Link>
          </li>
        ))}
      </ul>
      <div>{t('pay.amount')}</div>
      <div className={styles.amount} data-testid="pay-amount">
        {formatYuan(data.payAmount)}
      </div>
      {data.status === 'PENDING' ? (
        <PayCountdown seconds={left} />
      ) : (
        <p role="status" data-testid="pay-status">
          {t(data.status === 'PAID' ? 'pay.paid' : data.status === 'CANCELED' ? 'pay.canceled' : `orderStatus.${data.status}`)}
        </p>
      )}
      {/* issue 29 item 11: a cancelled (or otherwise closed) order says so and lists no way to pay */}
      {data.status === 'PENDING' && (
        <>
          <div>{t('pay.method')}</div>
          <Radio.Group className={styles.methods} value={chosen} onChange={(e) => setMethod(e.target.value as PaymentMethod)} disabled={!payable}>
            {data.paymentMethods.map((m) => (
              <Radio.Button key={m} value={m} data-testid={`method-${m}`}>
                {t(`pay.${m}`)}
              </Radio.Button>
            ))}
          </Radio.Group>
          <div>
            <Button type="primary" size="large" disabled={!payable || !chosen || pay.isPending} loading={pay.isPending} onClick={() => chosen && pay.mutate(chosen)} data-testid="pay-button">
              {t('pay.button')}
            </Button>
          </div>
          {pay.isError && <Alert type="error" title={isApiError(pay.error) && pay.error.msg ? pay.error.msg : t('checkout.failed')} style={{ marginTop: 16 }} />}
          {payment?.cashierUrl && payable && (
            <div className={mobile ? `${styles.cashier} ${styles.cashierPhone}` : styles.cashier} data-testid="cashier">
              {/* on a phone the cashier button comes first: a payer cannot scan their own screen */}
              {mobile && (
                <Button href={payment.cashierUrl} type="primary" size="large" data-testid="cashier-link">
                  {t('pay.openCashier')}
                </Button>
              )}
              <QrImage text={payment.cashierUrl} size={180} alt={t('pay.scan', { method: t(`pay.${payment.method}`) })} testId="cashier-qr" />
              <div>
                <p>{t('pay.scan', { method: t(`pay.${payment.method}`) })}</p>
                <p>{t('pay.waiting')}</p>
              </div>
            </div>
          )}
        </>
      )}
      {payment && payment.method === 'OFFLINE_BANK' && instructionsHtml && (
        <div className={styles.instructions} data-testid="offline-instructions" dangerouslySetInnerHTML={{ __html: instructionsHtml }} />
      )}
    </section>
  );
}
