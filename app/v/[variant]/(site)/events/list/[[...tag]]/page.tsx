import { HomeBanners } from '@/components/banner/home-banners';
import { EventListView, eventTagLabel } from '@/components/event/event-list-view';
import { EventsSiteColumn } from '@/components/event/events-site-column';
import { PageBody } from '@/components/layout/page-body';
import { listPage } from '@/components/site/list-page';
import { getEventList } from '@/lib/data/events';
import { eventsHomeHref } from '@/lib/routing/events-links';
import { eventListTitle } from '@/lib/seo/events';
import { joinKeywords, listDescription } from '@/lib/seo/templates';

export const revalidate = 300;

export { generateStaticParams } from '@/components/site/on-demand';

/** H01/H13: `/events/:tagCode?` (and `/events/list/:type?`), type-tag filter and paging; a second segment is a 404. */
const page = listPage({
  filter: ({ tag = [] }: { variant: string; tag?: string[] }) => ({ tagCode: tag.length === 1 && tag[0] ? decodeURIComponent(tag[0]) : undefined, extra: tag.length > 1 }),
  load: (v, { tagCode, extra }) => (extra ? Promise.resolve(null) : getEventList(tagCode, v.page)),
  pageOf: (data) => data.list,
  /** T04 list: `{tagName or 活动}_{site}`. */
  metadata: ({ v, t, filter: { tagCode }, data }) => {
    const name = data.tag ? eventTagLabel(data.tag, v.locale) : null;
    return {
      title: eventListTitle(t, name),
      description: listDescription(t, 'events', name ?? t('events.title')),
      keywords: joinKeywords([name, t('events.title'), t('site.keywords')]),
      alternates: { canonical: eventsHomeHref(tagCode) },
    };
  },
  render: ({ v, t, filter: { tagCode }, data }) => (
    <PageBody aside={<EventsSiteColumn t={t} locale={v.locale} mobile={v.device === 'mobile'} />}>
      {!tagCode && v.page === 1 && <HomeBanners site="activity" />}
      <EventListView
        t={t}
        locale={v.locale}
        list={data.list}
        basePath={eventsHomeHref(tagCode)}
        heading={data.tag ? eventTagLabel(data.tag, v.locale) : t('events.title')}
        types={data.types}
        activeType={data.tag?.code ?? null}
      />
    </PageBody>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
