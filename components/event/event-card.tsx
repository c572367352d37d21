import { AppLink as Link } from '@/components/ui/app-link';
import { ugcLang } from '@/lib/format/content-lang';
import type { Locale } from '@/lib/constants';
import type { EventListItem } from '@/lib/contract/ec';
import { formatDateRange } from '@/lib/format/date-range';
import { localName } from '@/lib/format/tag-label';
import { eventPriceLabel } from '@/lib/format/event-price';
import type { Translate } from '@/lib/i18n/messages';
import { eventHref } from '@/lib/routing/events-links';
import styles from './event-card.module.css';

/**
 * H18: cover, title, type, source and publish time, with the event's time (H19), city and price (H20). The type is a
 * label in the page's language; title, city and source are the organiser's (`data-ugc`).
 */
export function EventCard({ t, item, locale }: { t: Translate; item: EventListItem; locale: Locale }) {
  const title = locale === 'en' && item.enTitle ? item.enTitle : item.title;
  return (
    <article className={styles.card} data-testid="event-card">
      <Link href={eventHref(item.id)} className={styles.link}>
        {item.coverImg && (
          // eslint-disable-next-line @next/next/no-img-element
          <img className={styles.cover} src={item.coverImg} alt="" width={220} height={124} loading="lazy" decoding="async" />
        )}
        <div className={styles.text}>
          <h2 className={styles.title} data-ugc lang={ugcLang(locale)}>
            {title}
          </h2>
          <p className={styles.line}>
            <span>{formatDateRange(item.startTime, item.endTime, { locale })}</span>
            {item.city && <span data-ugc lang={ugcLang(locale)}>{item.city}</span>}
          </p>
          <p className={styles.meta}>
            {item.type && (
              <span className={styles.tag} data-label>
                {localName(locale, item.type, item.typeEnName)}
              </span>
            )}
            {item.sourceName && <span data-ugc lang={ugcLang(locale)}>{item.sourceName}</span>}
            <span className={styles.break} aria-hidden="true" />
            <time dateTime={item.publishTime}>{item.publishTime.slice(0, 10)}</time>
            {item.state === 'ENDED' ? (
              <span className={styles.badge}>{t('events.ended')}</span>
            ) : (
              item.soldOut && <span className={styles.badge}>{t('events.soldOut')}</span>
            )}
            <span className={styles.price}>{eventPriceLabel(item.minPrice, item.maxPrice, t('events.free'))}</span>
          </p>
        </div>
      </Link>
    </article>
  );
}
