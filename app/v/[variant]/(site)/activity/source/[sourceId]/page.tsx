import { listDescription } from '@/lib/seo/templates';
import { NotFoundBody } from '@/components/site/not-found-body';
import { withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { pastTheEnd } from '@/lib/routing/past-the-end';
import { notFound } from 'next/navigation';
import { EventListView } from '@/components/event/event-list-view';
import { EventsSiteColumn } from '@/components/event/events-site-column';
import { PageBody } from '@/components/layout/page-body';
import { UgcMessage } from '@/components/ui/ugc-message';
import { getSourceEvents } from '@/lib/data/events';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { eventSourceHref } from '@/lib/routing/events-links';
import { parseVariant } from '@/lib/routing/variant';
import { eventListTitle } from '@/lib/seo/events';

type Params = Promise<{ variant: string; sourceId: string }>;

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

async function load(params: Params) {
  const { variant, sourceId } = await params;
  const v = parseVariant(variant);
  if (!/^\d+$/.test(sourceId)) notFound();
  const id = Number(sourceId);
  return { v, id, list: await getSourceEvents(id, v.page) };
}

/** The source's name comes with its events (sourceName of the cards). */
export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { v, id, list } = await load(params);
  if (pastTheEnd(v.page, list)) return {};
  const t = createTranslate(getMessages(v.locale));
  const name = list?.records[0]?.sourceName ?? null;
  return { title: eventListTitle(t, name), description: listDescription(t, 'events', name ?? t('events.title')), alternates: { canonical: eventSourceHref(id) } };
});

/** H02: `/activity/source/{sourceId}`: the events of one organiser, with its name. */
export default async function Page({ params }: { params: Params }) {
  const { v, id, list } = await load(params);
  if (!list || pastTheEnd(v.page, list)) return <NotFoundBody />;
  const t = createTranslate(getMessages(v.locale));
  const name = list.records[0]?.sourceName ?? '';
  // the organiser's name is theirs (issue 18 item 4)
  const heading = <UgcMessage t={t} k="events.sourceEvents" value={name} />;
  return (
    <PageBody aside={<EventsSiteColumn t={t} locale={v.locale} mobile={v.device === 'mobile'} />}>
      <h2>{heading}</h2>
      <EventListView t={t} locale={v.locale} list={list} basePath={eventSourceHref(id)} heading={heading} />
    </PageBody>
  );
}
