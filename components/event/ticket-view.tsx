import { QrImage } from '@/components/event/qr-image';
import { AppLink as Link } from '@/components/ui/app-link';
import type { Locale } from '@/lib/constants';
import type { TicketDetail } from '@/lib/contract/ec';
import { formatDateRange } from '@/lib/format/date-range';
import { maskIdNumber } from '@/lib/format/mask';
import type { Translate } from '@/lib/i18n/messages';
import { eventHref } from '@/lib/routing/events-links';
import styles from './ticket-view.module.css';

/** H15/H16: the ticket with its check-in QR code, the event, the attendee (ID number masked 4+3, H27) and the order. */
export function TicketView({ t, locale, ticket }: { t: Translate; locale: Locale; ticket: TicketDetail }) {
  return (
    <article className={styles.ticket} data-testid="ticket-view">
      <h1 className={styles.title}>{t('ticket.title')}</h1>
      <Link href={eventHref(ticket.activityId)}>{ticket.activityTitle}</Link>
      <div className={styles.qr}>
        <QrImage text={ticket.checkInCode} size={200} alt={t('ticket.checkIn')} testId="ticket-qr" />
        <span>{t('ticket.checkIn')}</span>
      </div>
      <dl className={styles.facts}>
        <dt>{t('ticket.code')}</dt>
        <dd data-testid="ticket-code">{ticket.code}</dd>
        <dt>{t('events.tickets')}</dt>
        <dd>{ticket.skuName}</dd>
        <dt>{t('events.time')}</dt>
        <dd>{formatDateRange(ticket.startTime, ticket.endTime, { locale })}</dd>
        <dt>{t('events.place')}</dt>
        <dd>{[ticket.city, ticket.venue].filter(Boolean).join(' · ') || '-'}</dd>
        {ticket.attendeeName && (
          <>
            <dt>{t('ticket.holder')}</dt>
            <dd>{ticket.attendeeName}</dd>
          </>
        )}
        {ticket.idType && ticket.idNumberMasked && (
          <>
            <dt>{t(`idType.${ticket.idType}`)}</dt>
            <dd data-testid="ticket-id-number">{maskIdNumber(ticket.idNumberMasked)}</dd>
          </>
        )}
        <dt>{t('order.no')}</dt>
        <dd>{ticket.orderNo}</dd>
        <dt>{t('order.status')}</dt>
        <dd data-testid="ticket-order-status">{t(`orderStatus.${ticket.orderStatus}`)}</dd>
      </dl>
    </article>
  );
}
