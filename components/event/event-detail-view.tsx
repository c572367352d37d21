import type { ReactNode } from 'react';
import { ugcLang } from '@/lib/format/content-lang';
import { EventSkuList } from '@/components/event/event-sku-list';
import { AppLink as Link } from '@/components/ui/app-link';
import type { Locale } from '@/lib/constants';
import type { EventDetail, TicketProduct } from '@/lib/contract/ec';
import { formatDateRange } from '@/lib/format/date-range';
import { localName } from '@/lib/format/tag-label';
import type { Translate } from '@/lib/i18n/messages';
import { eventPolicyHref, eventSourceHref, eventsHomeHref } from '@/lib/routing/events-links';
import styles from './event-detail-view.module.css';

/**
 * H03: cover, title, type, source and organiser (H50), time ('时间待定' when missing or invalid, H19), place with
 * the city, the tickets (H20, sold out, ended), then the body and the `interactions` slot (like, share, comments).
 * `bodyHtml` is sanitised on the server. The type is named in the page's language; what the organiser wrote (title,
 * place, organiser, body, ticket names) is marked `data-ugc`.
 */
export function EventDetailView(props: {
  t: Translate;
  locale: Locale;
  event: EventDetail;
  product: TicketProduct | null;
  bodyHtml: string;
  interactions?: ReactNode;
}) {
  const { t, locale, event, product, bodyHtml, interactions } = props;
  const title = locale === 'en' && event.enTitle ? event.enTitle : event.title;
  const place = [event.city, event.venue].filter(Boolean).join(' · ');
  const merchant = event.merchant;
  const organiser = merchant ? (locale === 'en' && merchant.enName ? merchant.enName : merchant.name) : null;
  const type = localName(locale, event.type, event.typeEnName);
  return (
    <article className={styles.article} data-testid="event-detail">
      <nav className={styles.crumbs} aria-label="breadcrumb">
        <Link href={eventsHomeHref()}>{t('events.title')}</Link>
        {type && <span aria-hidden>›</span>}
        {type && <Link href={eventsHomeHref(event.typeCode)}>{type}</Link>}
      </nav>
      <div className={styles.head}>
        {event.coverImg && (
          // eslint-disable-next-line @next/next/no-img-element
          <img className={styles.cover} src={event.coverImg} alt={title} width={360} height={203} />
        )}
        <div>
          <h1 className={styles.title} data-ugc lang={ugcLang(locale)}>
            {title}
          </h1>
          <dl className={styles.facts}>
            <dt>{t('events.time')}</dt>
            <dd data-testid="event-time">{formatDateRange(event.startTime, event.endTime, { locale })}</dd>
            <dt>{t('events.place')}</dt>
            <dd data-testid="event-place">{place ? <span data-ugc lang={ugcLang(locale)}>{place}</span> : '-'}</dd>
            {type && (
              <>
                <dt>{t('editor.type')}</dt>
                <dd>{type}</dd>
              </>
            )}
            {organiser && merchant && (
              <>
                <dt>{t('events.organizer')}</dt>
                <dd data-testid="event-organizer">
                  <Link href={eventSourceHref(merchant.id)} data-ugc lang={ugcLang(locale)}>
                    {organiser}
                  </Link>
                </dd>
              </>
            )}
            {event.sourceName && event.sourceName !== merchant?.name && event.sourceName !== organiser && (
              <>
                <dt>{t('news.source')}</dt>
                <dd data-ugc lang={ugcLang(locale)}>{event.sourceName}</dd>
              </>
            )}
            <dt>{t('news.publishTime')}</dt>
            <dd>
              <time dateTime={event.publishTime}>{event.publishTime.slice(0, 16)}</time>
            </dd>
          </dl>
          {event.state === 'ENDED' && <span className={styles.state}>{t('events.ended')}</span>}
        </div>
      </div>
      {product && (
        <section className={styles.section} aria-labelledby="event-tickets">
          <h2 id="event-tickets">{t('events.tickets')}</h2>
          <EventSkuList t={t} eventId={event.id} product={product} />
          {event.protocolCode && (
            <p>
              <Link href={eventPolicyHref(event.protocolCode)}>{t('events.policy')}</Link>
            </p>
          )}
        </section>
      )}
      <section className={styles.section} aria-labelledby="event-body">
        <h2 id="event-body">{t('events.detail')}</h2>
        <div className={styles.body} data-ugc lang={ugcLang(locale)} dangerouslySetInnerHTML={{ __html: bodyHtml }} />
      </section>
      {interactions}
    </article>
  );
}
