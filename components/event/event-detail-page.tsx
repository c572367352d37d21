import { EventDetailView } from '@/components/event/event-detail-view';
import { EventInteractions } from '@/components/event/event-interactions';
import { EventsSiteColumn } from '@/components/event/events-site-column';
import { PageBody } from '@/components/layout/page-body';
import { JsonLd } from '@/components/seo/json-ld';
import { entityPage } from '@/components/site/entity-page';
import type { VariantParams } from '@/components/site/page-shape';
import { VisitCounter } from '@/components/ui/visit-counter';
import { getEventDetail, getEventTypes } from '@/lib/data/events';
import { serverEnv } from '@/lib/env';
import { eventHref } from '@/lib/routing/events-links';
import { numericParam } from '@/lib/routing/page-params';
import { eventDescription, eventDetailTitle, eventJsonLd, eventKeywords } from '@/lib/seo/events';
import { absoluteUrl } from '@/lib/seo/templates';
import { htmlToText, sanitizeContentHtml } from '@/lib/shared/sanitize-html';

type EventParams = VariantParams & { id: string };

/** The event, or null when it is missing or the tag code names no type tag. */
async function load(id: number, tagCode: string | undefined) {
  const [detail, types] = await Promise.all([getEventDetail(id), tagCode ? getEventTypes() : Promise.resolve(null)]);
  if (tagCode && !types?.some((t) => t.code === tagCode)) return null;
  return detail;
}

/**
 * H03/H04/H14: the event detail, on `entityPage`, for `/events/{id}` and `/activity/{tagCode}/{id}` (`tagCodeOf` reads
 * the tag code, which must name a type tag, else 404). The canonical URL is always `/events/{id}`.
 */
export function eventDetailPage<P extends EventParams = EventParams>(tagCodeOf?: (params: P) => string) {
  return entityPage({
    key: (p: P) => {
      const id = numericParam(p.id);
      return { id, tagCode: tagCodeOf?.(p) };
    },
    load: ({ id, tagCode }) => load(id, tagCode),
    /** T04: `{activity.title}_活动_{site}`, 120-character description, keywords; Open Graph with the cover. */
    metadata: ({ v, t, id: { id }, data: { event } }) => {
      const description = eventDescription(event, htmlToText(event.content));
      return {
        // the title the page shows: the English title in en when the event has one
        title: eventDetailTitle(t, v.locale === 'en' && event.enTitle ? event.enTitle : event.title),
        description,
        keywords: eventKeywords(t, event),
        alternates: { canonical: eventHref(id) },
        openGraph: { type: 'website', title: event.title, description, url: absoluteUrl(eventHref(id)), images: event.coverImg ? [event.coverImg] : undefined, siteName: t('site.name') },
      };
    },
    render: ({ v, t, id: { id }, data: { event, product } }) => (
      <PageBody aside={<EventsSiteColumn t={t} locale={v.locale} excludeId={id} mobile={v.device === 'mobile'} />}>
        <JsonLd data={eventJsonLd(event, product, absoluteUrl(eventHref(id)), eventDescription(event, htmlToText(event.content)))} />
        <VisitCounter page={`event:${event.id}`} />
        <EventDetailView
          t={t}
          locale={v.locale}
          event={event}
          product={product}
          bodyHtml={sanitizeContentHtml(event.content, serverEnv().SITE_URL)}
          interactions={<EventInteractions eventId={event.id} likeCount={event.likeCount} commentCount={event.commentCount} />}
        />
      </PageBody>
    ),
  });
}
