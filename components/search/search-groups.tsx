import type { ReactNode } from 'react';
import { CircleCard } from '@/components/circle/circle-card';
import { CompanySearchGroup } from '@/components/search/company-search-group';
import { AppLink as Link } from '@/components/ui/app-link';
import { AchievementHit, EventHit, MemberHit, NewsHit, PostHit, ProductHit } from '@/components/search/search-hits';
import type { Locale } from '@/lib/constants';
import type { SearchGroup } from '@/lib/data/search';
import type { Translate } from '@/lib/i18n/messages';
import { searchHref } from '@/lib/routing/search-options';
import { GROUP_SITE, SEARCH_GROUP_LABEL, SEARCH_GROUP_SIZE } from '@/lib/search/groups';
import styles from './search-results-view.module.css';

interface GroupContext {
  t: Translate;
  locale: Locale;
  terms: readonly string[];
  now: number;
}

/** A group's first entries as a list of hits. */
function hitList<T>(items: T[], keyOf: (item: T) => number, render: (item: T) => ReactNode, className = styles.hits) {
  return (
    <ul className={className}>
      {items.slice(0, SEARCH_GROUP_SIZE).map((item) => (
        <li key={keyOf(item)}>{render(item)}</li>
      ))}
    </ul>
  );
}

/** The entries of one collapsed group, by kind. */
function groupBody(group: SearchGroup, c: GroupContext): ReactNode {
  const hit = { t: c.t, locale: c.locale, terms: c.terms, now: c.now };
  switch (group.key) {
    case 'news':
      return hitList(group.page.records, (n) => n.id, (n) => <NewsHit {...hit} item={n} />);
    case 'posts':
      return hitList(group.page.records, (p) => p.id, (p) => <PostHit {...hit} item={p} />);
    case 'events':
      return hitList(group.page.records, (e) => e.id, (e) => <EventHit {...hit} item={e} />);
    case 'members':
      return hitList(group.page.records, (m) => m.memberId, (m) => <MemberHit {...hit} item={m} />, styles.members);
    case 'circles':
      return (
        <div className={styles.circleGrid}>
          {group.page.records.slice(0, SEARCH_GROUP_SIZE).map((circle) => (
            <CircleCard key={circle.circleId} circle={circle} t={c.t} />
          ))}
        </div>
      );
    case 'companies':
      return null; // its own group with facets: CompanySearchGroup
    case 'products':
      return hitList(group.page.records, (p) => p.id, (p) => <ProductHit {...hit} item={p} />);
    case 'achievements':
      return hitList(group.page.records, (a) => a.id, (a) => <AchievementHit {...hit} item={a} />);
  }
}

/**
 * E14, E16, E28: every group other than the site's own, collapsed, each with its count (groups without a match
 * are left out). Opening one shows its first entries; the news, post and events groups link to their full page.
 */
export function SearchGroups(props: GroupContext & { word: string; groups: SearchGroup[] }) {
  const { t, word, groups } = props;
  const shown = groups.filter((g) => g.page.total > 0);
  if (shown.length === 0) return null;
  return (
    <section className={styles.groups} aria-label={t('search.otherGroups')} data-testid="search-groups">
      <h2 className={styles.groupsHeading}>{t('search.otherGroups')}</h2>
      {shown.map((group) => {
        if (group.key === 'companies') return <CompanySearchGroup key={group.key} keyword={word} initial={group.page} />;
        const site = GROUP_SITE[group.key];
        return (
          <details key={group.key} className={styles.group} data-testid={`search-${group.key}`}>
            <summary>{`${t(SEARCH_GROUP_LABEL[group.key])} (${group.page.total})`}</summary>
            {groupBody(group, props)}
            {site && group.page.total > SEARCH_GROUP_SIZE && (
              <Link className={styles.viewAll} href={searchHref(site, word)}>
                {t('search.viewAll', { n: group.page.total })}
              </Link>
            )}
          </details>
        );
      })}
    </section>
  );
}
