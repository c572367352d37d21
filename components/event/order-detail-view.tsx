import type { ReactNode } from 'react';
import { AppLink as Link } from '@/components/ui/app-link';
import type { Locale } from '@/lib/constants';
import type { OrderDetail } from '@/lib/contract/ec';
import { formatDateRange } from '@/lib/format/date-range';
import { maskIdNumber } from '@/lib/format/mask';
import { formatSignedYuan, formatYuan } from '@/lib/format/price';
import type { Translate } from '@/lib/i18n/messages';
import { eventHref, formHref, payOrderHref, ticketHref } from '@/lib/routing/events-links';
import { href } from '@/lib/routing/routes';
import styles from './order-detail-view.module.css';

/**
 * H17: status (H43 labels), mode and group (H48), items, the amount lines by type (H47: coupon and promotion
 * negative, total = sum), attendees (ID masked, H27), tickets; PENDING offers pay and the `cancel` slot (H45),
 * ADDTICKETFORM the form (H46: the `attendeeForm` slot on this page, else the SSO form); a paid order its refund path,
 * the 退款说明 site page (O07, issue 29 item 11).
 */
export function OrderDetailView(props: { t: Translate; locale: Locale; order: OrderDetail; cancel?: ReactNode; attendeeForm?: ReactNode }) {
  const { t, locale, order, cancel, attendeeForm } = props;
  const total = order.amountList.reduce((sum, line) => sum + line.amount, 0);
  return (
    <article className={styles.order} data-testid="order-detail">
      <h1 className={styles.title}>
        {t('order.title')}
        <span className={styles.status} data-testid="order-status">
          {t(`orderStatus.${order.status}`)}
        </span>
      </h1>
      <dl className={styles.facts}>
        <dt>{t('events.title')}</dt>
        <dd>
          <Link href={eventHref(order.activityId)}>{order.activityTitle}</Link>
        </dd>
        <dt>{t('events.time')}</dt>
        <dd>{formatDateRange(order.startTime, order.endTime, { locale })}</dd>
        <dt>{t('order.no')}</dt>
        <dd>{order.orderNo}</dd>
        <dt>{t('order.createdAt')}</dt>
        <dd>{order.createdTime}</dd>
        <dt>{t('order.mode')}</dt>
        <dd>{t(`orderMode.${order.mode}`)}</dd>
        <dt>{t('order.group')}</dt>
        <dd>{t(`orderGroup.${order.group}`)}</dd>
        {order.paymentMethod && (
          <>
            <dt>{t('pay.method')}</dt>
            <dd>{t(`pay.${order.paymentMethod}`)}</dd>
          </>
        )}
        {order.cancelReason && (
          <>
            <dt>{t('order.cancelReason')}</dt>
            <dd>{order.cancelReason}</dd>
          </>
        )}
      </dl>
      <section className={styles.section}>
        <h2>{t('order.items')}</h2>
        <table className={styles.table}>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.skuId}>
                <td>{item.skuName}</td>
                <td>× {item.quantity}</td>
                <td>{formatYuan(item.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className={styles.section}>
        <h2>{t('order.amounts')}</h2>
        <table className={styles.table} data-testid="amount-lines">
          <tbody>
            {order.amountList.map((line, i) => (
              <tr key={`${line.type}-${i}`}>
                <td>{t(`amountType.${line.type}`)}</td>
                <td>{formatSignedYuan(line.amount)}</td>
              </tr>
            ))}
            <tr className={styles.total}>
              <td>{t('order.total')}</td>
              <td data-testid="order-total">{formatYuan(total)}</td>
            </tr>
          </tbody>
        </table>
      </section>
      {order.recipients.length > 0 && (
        <section className={styles.section}>
          <h2>{t('order.attendees')}</h2>
          <table className={styles.table}>
            <tbody>
              {order.recipients.map((r, i) => (
                <tr key={i}>
                  <td>{r.name}</td>
                  <td>{r.idType ? t(`idType.${r.idType}`) : ''}</td>
                  <td>{r.idNumberMasked ? maskIdNumber(r.idNumberMasked) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <div className={styles.actions}>
        {order.tickets.map((ticket) => (
          <Link key={ticket.id} href={ticketHref(ticket.id)} data-testid="order-ticket-link">
            {t('entry.viewTicket')} · {ticket.code}
          </Link>
        ))}
        {order.status === 'ADDTICKETFORM' && order.formId && (
          <Link href={attendeeForm ? '#attendee-form' : formHref(order.formId, order.id)} data-testid="order-complete-form">
            {t('order.completeForm')}
          </Link>
        )}
        {order.status === 'PENDING' && (
          <Link href={payOrderHref(order.id)} data-testid="order-pay-link">
            {t('order.pay')}
          </Link>
        )}
        {order.status === 'PENDING' && cancel}
      </div>
      {order.paidTime !== null && order.status !== 'CANCELED' && (
        <p className={styles.section} data-testid="order-refund">
          {t('order.refundHint')} <Link href={href('/site/:code', { code: 'refund' })}>{t('order.refundPolicy')}</Link>
        </p>
      )}
      {order.status === 'ADDTICKETFORM' && attendeeForm && (
        <section className={styles.section} id="attendee-form">
          {attendeeForm}
        </section>
      )}
    </article>
  );
}
