import { JsonLd } from '@/components/seo/json-ld';
import { NotFoundBody } from '@/components/site/not-found-body';
import type { Metadata } from 'next';
import { EventDetailView } from '@/components/event/event-detail-view';
import { EventInteractions } from '@/components/event/event-interactions';
import { VisitCounter } from '@/components/ui/visit-counter';
import { EventsSiteColumn } from '@/components/event/events-site-column';
import { PageBody } from '@/components/layout/page-body';
import { getEventDetail, getEventTypes } from '@/lib/data/events';
import { htmlToText, sanitizeContentHtml } from '@/lib/shared/sanitize-html';
import { serverEnv } from '@/lib/env';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { eventHref } from '@/lib/routing/events-links';
import type { Variant } from '@/lib/routing/variant';
import { eventDescription, eventDetailTitle, eventJsonLd, eventKeywords } from '@/lib/seo/events';
import { absoluteUrl } from '@/lib/seo/templates';

/**
 * H03/H04/H14: the event detail, shared by `/events/{id}` and `/activity/{tagCode}/{id}` (whose tag code must name a
 * type tag, else 404). The canonical URL is always `/events/{id}`.
 */
async function load(id: number, tagCode?: string) {
  const [detail, types] = await Promise.all([getEventDetail(id), tagCode ? getEventTypes() : Promise.resolve(null)]);
  if (tagCode && !types?.some((t) => t.code === tagCode)) return null;
  return detail;
}

/** T04: `{activity.title}_活动_{site}`, 120-character description, keywords; Open Graph with the cover. */
export async function eventDetailMetadata(v: Variant, id: number, tagCode?: string): Promise<Metadata> {
  const detail = await load(id, tagCode);
  if (!detail) return {};
  const { event } = detail;
  const t = createTranslate(getMessages(v.locale));
  const description = eventDescription(event, htmlToText(event.content));
  return {
    // the title the page shows: the English title in en when the event has one
    title: eventDetailTitle(t, v.locale === 'en' && event.enTitle ? event.enTitle : event.title),
    description,
    keywords: eventKeywords(t, event),
    alternates: { canonical: eventHref(id) },
    openGraph: { type: 'website', title: event.title, description, url: absoluteUrl(eventHref(id)), images: event.coverImg ? [event.coverImg] : undefined, siteName: t('site.name') },
  };
}

export async function EventDetailRoute({ v, id, tagCode }: { v: Variant; id: number; tagCode?: string }) {
  const detail = await load(id, tagCode);
  if (!detail) return <NotFoundBody />;
  const { event, product } = detail;
  const t = createTranslate(getMessages(v.locale));
  const url = absoluteUrl(eventHref(id));
  const description = eventDescription(event, htmlToText(event.content));
  return (
    <PageBody aside={<EventsSiteColumn t={t} locale={v.locale} excludeId={id} mobile={v.device === 'mobile'} />}>
      <JsonLd data={eventJsonLd(event, product, url, description)} />
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
  );
}
