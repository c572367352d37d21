import type { ReactNode } from 'react';
import { EventCard } from '@/components/event/event-card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { TabLinks } from '@/components/ui/tab-links';
import type { Locale } from '@/lib/constants';
import type { EventPage, EventTypeTag } from '@/lib/contract/ec';
import type { Translate } from '@/lib/i18n/messages';
import { eventsHomeHref } from '@/lib/routing/events-links';

export const eventTagLabel = (tag: { name: string; enName: string | null }, locale: Locale) => (locale === 'en' && tag.enName ? tag.enName : tag.name);

/**
 * H01/H02: a paged list of event cards. With `types` the type-tag filter tabs lead the list (events home);
 * `heading` names what is listed (a source, a tag); `basePath` is the list's own URL for the pager.
 */
export function EventListView(props: {
  t: Translate;
  locale: Locale;
  list: EventPage;
  basePath: string;
  heading: ReactNode;
  types?: EventTypeTag[];
  activeType?: string | null;
}) {
  const { t, locale, list, basePath, heading, types, activeType } = props;
  const tabs = types
    ? [{ key: 'all', label: t('events.all'), href: eventsHomeHref() }, ...types.map((tag) => ({ key: tag.code, label: eventTagLabel(tag, locale), href: eventsHomeHref(tag.code) }))]
    : null;
  return (
    <section>
      <h1 className="visually-hidden">{heading}</h1>
      {tabs && <TabLinks items={tabs} active={activeType ?? 'all'} label={t('events.types')} />}
      {list.records.length === 0 ? <EmptyState text={t('events.empty')} /> : list.records.map((item) => <EventCard key={item.id} t={t} item={item} locale={locale} />)}
      <Pagination t={t} basePath={basePath} current={list.current} pages={list.pages} />
    </section>
  );
}
