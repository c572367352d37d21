import { TabLinks } from '@/components/ui/tab-links';
import { ACHIEVEMENT_MATURITY, type AchievementMaturity } from '@/lib/contract/achievement';
import type { Translate } from '@/lib/i18n/messages';
import { href } from '@/lib/routing/routes';
import { maturityLabel } from './maturity';
import styles from './achievement.module.css';

interface Filters {
  maturity: AchievementMaturity | null;
  transferred: boolean | null;
}

/** The list URL of a filter set: `/achievement?maturity=…&transferred=1|0`. */
export function achievementListHref(f: Filters): string {
  return href('/achievement', {}, { maturity: f.maturity ?? undefined, transferred: f.transferred === null ? undefined : f.transferred ? 1 : 0 });
}

/** M01: maturity and transfer filters as links (the filters live in the URL). */
export function AchievementFilters({ t, filters }: { t: Translate; filters: Filters }) {
  const maturityItems = [
    { key: 'all', label: t('search.filterAll'), href: achievementListHref({ ...filters, maturity: null }) },
    ...ACHIEVEMENT_MATURITY.map((m) => ({ key: m, label: maturityLabel(t, m), href: achievementListHref({ ...filters, maturity: m }) })),
  ];
  const transferItems = [
    { key: 'all', label: t('search.filterAll'), href: achievementListHref({ ...filters, transferred: null }) },
    { key: 'yes', label: t('achievement.transferred.yes'), href: achievementListHref({ ...filters, transferred: true }) },
    { key: 'no', label: t('achievement.transferred.no'), href: achievementListHref({ ...filters, transferred: false }) },
  ];
  const transferKey = filters.transferred === null ? 'all' : filters.transferred ? 'yes' : 'no';
  return (
    <div className={styles.filters} data-testid="achievement-filters">
      <div className={styles.filterRow}>
        <span className={styles.filterName}>{t('achievement.maturity')}</span>
        <TabLinks items={maturityItems} active={filters.maturity ?? 'all'} label={t('achievement.maturity')} inline />
      </div>
      <div className={styles.filterRow}>
        <span className={styles.filterName}>{t('achievement.transfer')}</span>
        <TabLinks items={transferItems} active={transferKey} label={t('achievement.transfer')} inline />
      </div>
    </div>
  );
}
