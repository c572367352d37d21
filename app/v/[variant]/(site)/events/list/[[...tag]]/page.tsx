import { NotFoundBody } from '@/components/site/not-found-body';
import { withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { pastTheEnd } from '@/lib/routing/past-the-end';
import { HomeBanners } from '@/components/banner/home-banners';
import { EventListView, eventTagLabel } from '@/components/event/event-list-view';
import { EventsSiteColumn } from '@/components/event/events-site-column';
import { PageBody } from '@/components/layout/page-body';
import { getEventList } from '@/lib/data/events';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { eventsHomeHref } from '@/lib/routing/events-links';
import { parseVariant } from '@/lib/routing/variant';
import { eventListTitle } from '@/lib/seo/events';
import { joinKeywords, listDescription } from '@/lib/seo/templates';

type Params = Promise<{ variant: string; tag?: string[] }>;

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

async function load(params: Params) {
  const { variant, tag = [] } = await params;
  const v = parseVariant(variant);
  if (tag.length > 1) return { v, tagCode: undefined, data: null };
  const tagCode = tag[0] ? decodeURIComponent(tag[0]) : undefined;
  return { v, tagCode, data: await getEventList(tagCode, v.page) };
}

/** T04 list: `{tagName or 活动}_{site}`. */
export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { v, tagCode, data } = await load(params);
  if (pastTheEnd(v.page, data?.list)) return {};
  const t = createTranslate(getMessages(v.locale));
  const name = data?.tag ? eventTagLabel(data.tag, v.locale) : null;
  return {
    title: eventListTitle(t, name),
    description: listDescription(t, 'events', name ?? t('events.title')),
    keywords: joinKeywords([name, t('events.title'), t('site.keywords')]),
    alternates: { canonical: eventsHomeHref(tagCode) },
  };
});

/** H01/H13: `/events/:tagCode?` (and `/events/list/:type?`), type-tag filter and paging. */
export default async function Page({ params }: { params: Params }) {
  const { v, tagCode, data } = await load(params);
  if (!data || pastTheEnd(v.page, data.list)) return <NotFoundBody />;
  const t = createTranslate(getMessages(v.locale));
  const heading = data.tag ? eventTagLabel(data.tag, v.locale) : t('events.title');
  return (
    <PageBody aside={<EventsSiteColumn t={t} locale={v.locale} mobile={v.device === 'mobile'} />}>
      {!tagCode && v.page === 1 && <HomeBanners site="activity" />}
      <EventListView t={t} locale={v.locale} list={data.list} basePath={eventsHomeHref(tagCode)} heading={heading} types={data.types} activeType={data.tag?.code ?? null} />
    </PageBody>
  );
}
