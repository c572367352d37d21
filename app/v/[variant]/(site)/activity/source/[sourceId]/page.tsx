import { EventListView } from '@/components/event/event-list-view';
import { EventsSiteColumn } from '@/components/event/events-site-column';
import { PageBody } from '@/components/layout/page-body';
import { listPage } from '@/components/site/list-page';
import { UgcMessage } from '@/components/ui/ugc-message';
import { getSourceEvents } from '@/lib/data/events';
import { eventSourceHref } from '@/lib/routing/events-links';
import { numericParam } from '@/lib/routing/page-params';
import { eventListTitle } from '@/lib/seo/events';
import { listDescription } from '@/lib/seo/templates';

export const revalidate = 300;

export { generateStaticParams } from '@/components/site/on-demand';

/** H02: `/activity/source/{sourceId}`: the events of one organiser, with its name. */
const page = listPage({
  filter: (p: { variant: string; sourceId: string }) => numericParam(p.sourceId),
  load: (v, sourceId) => getSourceEvents(sourceId, v.page),
  pageOf: (list) => list,
  /** The source's name comes with its events (sourceName of the cards). */
  metadata: ({ t, filter: sourceId, data: list }) => {
    const name = list.records[0]?.sourceName ?? null;
    return { title: eventListTitle(t, name), description: listDescription(t, 'events', name ?? t('events.title')), alternates: { canonical: eventSourceHref(sourceId) } };
  },
  render: ({ v, t, filter: sourceId, data: list }) => {
    // the organiser's name is theirs (issue 18 item 4)
    const heading = <UgcMessage t={t} k="events.sourceEvents" value={list.records[0]?.sourceName ?? ''} />;
    return (
      <PageBody aside={<EventsSiteColumn t={t} locale={v.locale} mobile={v.device === 'mobile'} />}>
        <h2>{heading}</h2>
        <EventListView t={t} locale={v.locale} list={list} basePath={eventSourceHref(sourceId)} heading={heading} />
      </PageBody>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
