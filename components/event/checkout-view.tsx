import { CheckoutForm } from '@/components/event/checkout-form';
import { AppLink as Link } from '@/components/ui/app-link';
import type { Locale } from '@/lib/constants';
import type { EventDetail, FormTemplate, TicketProduct } from '@/lib/contract/ec';
import { formatDateRange } from '@/lib/format/date-range';
import type { Translate } from '@/lib/i18n/messages';
import { eventHref } from '@/lib/routing/events-links';
import styles from './event-detail-view.module.css';

/** H06: the event the checkout is for (title, time, place) above the checkout form. */
export function CheckoutView(props: { t: Translate; locale: Locale; event: EventDetail; product: TicketProduct; form: FormTemplate | null }) {
  const { t, locale, event, product, form } = props;
  return (
    <article className={styles.article}>
      <h1 className={styles.title}>{t('checkout.title')}</h1>
      <dl className={styles.facts}>
        <dt>{t('events.title')}</dt>
        <dd>
          <Link href={eventHref(event.id)}>{locale === 'en' && event.enTitle ? event.enTitle : event.title}</Link>
        </dd>
        <dt>{t('events.time')}</dt>
        <dd>{formatDateRange(event.startTime, event.endTime, { locale })}</dd>
        <dt>{t('events.place')}</dt>
        <dd>{[event.city, event.venue].filter(Boolean).join(' · ') || '-'}</dd>
      </dl>
      <section className={styles.section}>
        <CheckoutForm product={product} form={form} protocolCode={product.protocolCode} />
      </section>
    </article>
  );
}
