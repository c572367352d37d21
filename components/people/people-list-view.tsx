import { Pagination } from '@/components/ui/pagination';
import { TabLinks } from '@/components/ui/tab-links';
import type { MemberListPage } from '@/lib/contract/social';
import type { Translate } from '@/lib/i18n/messages';
import type { MessageKey } from '@/locales/zh';
import { pageSizeOf, type PeopleListKind } from '@/lib/data/people';
import { MemberFilters } from './member-filters';
import type { MemberListSource } from '@/lib/queries/social';
import { MemberList } from './member-list';
import styles from './people-list-view.module.css';
import { href } from '@/lib/routing/routes';

const TABS: { key: PeopleListKind; href: string; label: MessageKey }[] = [
  { key: 'all', href: href('/people'), label: 'search.filterAll' },
  { key: 'popular', href: href('/people/popular'), label: 'people.popular' },
  { key: 'latest', href: href('/people/latest'), label: 'people.latest' },
  { key: 'interest', href: href('/people/interest'), label: 'people.interest' },
  { key: 'company', href: href('/people/company'), label: 'people.company' },
];

const SOURCE: Record<PeopleListKind, MemberListSource> = {
  all: { kind: 'page', query: {} },
  company: { kind: 'page', query: {} },
  popular: { kind: 'list', list: 'hot-follow' },
  latest: { kind: 'list', list: 'join-latest' },
  interest: { kind: 'list', list: 'v2/interested' },
};

/** I01–I07: the people lists with their tabs, paging as links; `/people/company` adds the member filters. */
export function PeopleListView(props: { t: Translate; kind: PeopleListKind; list: MemberListPage; basePath: string; title?: string; tagId?: number }) {
  const { t, kind, list, basePath, tagId } = props;
  const source: MemberListSource = tagId ? { kind: 'page', query: { tagId } } : SOURCE[kind];
  return (
    <div className={styles.wrap}>
      <h1 className={styles.title}>{props.title ?? t('people.title')}</h1>
      <TabLinks items={TABS.map((tab) => ({ key: tab.key, href: tab.href, label: t(tab.label) }))} active={tagId ? '' : kind} label={t('people.listLabel')} />
      {kind === 'company' ? (
        <MemberFilters initial={list} size={pageSizeOf(kind)} />
      ) : (
        <>
          <MemberList source={source} initial={list} size={pageSizeOf(kind)} testId="people-list" />
          <Pagination t={t} basePath={basePath} current={list.current} pages={list.pages} />
        </>
      )}
    </div>
  );
}
