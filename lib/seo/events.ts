import { rasterImageUrl } from '@/lib/seo/images';
import type { EventDetail, TicketProduct } from '@/lib/contract/ec';
import { toEpochMs } from '@/lib/format/time';
import type { Translate } from '@/lib/i18n/messages';
import { eventApplyHref } from '@/lib/routing/events-links';
import { joinKeywords, joinTitle, truncate } from '@/lib/seo/templates';

/** T04 detail: `{activity.title}_活动_{site}`. */
export function eventDetailTitle(t: Translate, title: string): string {
  return joinTitle([title, t('events.title'), t('site.name')]);
}

/** T04 list: `{tagName or 活动}_{site}`. */
export function eventListTitle(t: Translate, tagName: string | null): string {
  return joinTitle([tagName || t('events.title'), t('site.name')]);
}

/** T04 keywords of a detail: title, type, city, organiser, then the site keywords. */
export function eventKeywords(t: Translate, event: Pick<EventDetail, 'title' | 'type' | 'city' | 'sourceName'>): string {
  return joinKeywords([event.title, event.type, event.city, event.sourceName, t('site.keywords')]);
}

/** T04 description: the first 120 characters of the summary (else the body text). */
export function eventDescription(event: Pick<EventDetail, 'summary'>, bodyText: string): string {
  return truncate(event.summary?.trim() || bodyText);
}

/** `YYYY-MM-DD HH:mm:ss` (Asia/Shanghai) → ISO 8601 with the +08:00 offset; null when invalid. */
function isoShanghai(time: string | null): string | null {
  if (!time || toEpochMs(time) === null) return null;
  return `${time.replace(' ', 'T')}+08:00`;
}

/**
 * JSON-LD `Event` of a detail page (issue 14 §7): startDate, endDate, eventStatus, location with its address,
 * organizer, image, offers (price, priceCurrency CNY, availability, url). Issue 31 item 4: `startDate` is required, so an
 * event without a valid start (`NO_DATE`) emits none (an empty list).
 */
export function eventJsonLd(event: EventDetail, product: TicketProduct | null, url: string, description: string): object {
  const startDate = isoShanghai(event.startTime);
  if (!startDate) return [];
  const endDate = isoShanghai(event.endTime);
  const skus = product?.skuList ?? [];
  const offers = skus.map((sku) => ({
    '@type': 'Offer',
    name: sku.name,
    price: sku.price.toFixed(2),
    priceCurrency: 'CNY',
    availability: product?.ended || sku.soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    url: product ? new URL(eventApplyHref(event.id, product.id, sku.id), url).toString() : url,
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description,
    url,
    // issue 20 item 2: an absolute raster image
    image: rasterImageUrl(event.coverImg, new URL('/', url).toString()) ? [rasterImageUrl(event.coverImg, new URL('/', url).toString()) as string] : undefined,
    startDate,
    endDate: endDate ?? undefined,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.venue ?? event.city ?? undefined,
      address: { '@type': 'PostalAddress', addressLocality: event.city ?? undefined, streetAddress: event.venue ?? undefined, addressCountry: 'CN' },
    },
    organizer: event.merchant || event.sourceName ? { '@type': 'Organization', name: event.merchant?.name ?? event.sourceName } : undefined,
    offers: offers.length > 0 ? offers : undefined,
  };
}
