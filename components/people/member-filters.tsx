'use client';

import { useQueries } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useLocale, useT } from '@/components/providers/i18n-context';
import { LAST_ACTIVE_FILTERS, type MemberFilterOption, type MemberListPage, type MemberPageQuery } from '@/lib/contract/social';
import type { MessageKey } from '@/locales/zh';
import type { MemberFilterKind } from '@/lib/api/social';
import { memberFilterQuery } from '@/lib/queries/social';
import { MemberList } from './member-list';
import styles from './people.module.css';

type FilterKey = 'companyId' | 'categoryId' | 'locationId' | 'lastActive';

const ROWS: { key: FilterKey; kind: MemberFilterKind; label: MessageKey }[] = [
  { key: 'companyId', kind: 'company', label: 'people.filterCompany' },
  { key: 'categoryId', kind: 'company-category', label: 'people.filterCategory' },
  { key: 'locationId', kind: 'location', label: 'people.filterLocation' },
  { key: 'lastActive', kind: 'last-active', label: 'people.filterLastActive' },
];

const FILTER_SHOWN = 12;
/** The rows whose options the API lists; the last-active row is fixed. */
const SERVER_ROWS = ROWS.filter((row) => row.key !== 'lastActive');
const LAST_ACTIVE_OPTIONS: MemberFilterOption[] = LAST_ACTIVE_FILTERS.map((id) => ({ id, name: id }));

/** I05, I17: filters for company, company category, location and last active over the member page. */
export function MemberFilters({ initial, size }: { initial: MemberListPage; size: number }) {
  const t = useT();
  const locale = useLocale();
  const [query, setQuery] = useState<Partial<MemberPageQuery>>({});
  const loaded = useQueries({ queries: SERVER_ROWS.map((row) => memberFilterQuery(row.kind)) });
  const options = (key: FilterKey): MemberFilterOption[] =>
    key === 'lastActive' ? LAST_ACTIVE_OPTIONS : (loaded[SERVER_ROWS.findIndex((row) => row.key === key)]?.data ?? []);

  const pick = (key: FilterKey, value: string | number | undefined) => setQuery((q) => ({ ...q, [key]: value }));
  // a company, category or place without an English name shows as named, marked as such (issue 18 item 4)
  const label = (key: FilterKey, o: MemberFilterOption): ReactNode =>
    key === 'lastActive' ? t(`people.lastActive.${String(o.id)}` as MessageKey) : locale === 'en' && o.enName ? o.enName : <span data-ugc>{o.name}</span>;
  const filtered = Object.values(query).some((v) => v !== undefined);

  return (
    <>
      <div className={styles.filters} data-testid="member-filters">
        {ROWS.map((row) => (
          <div key={row.key} className={styles.filterRow}>
            <span>{t(row.label)}</span>
            <div className={styles.filterOptions}>
              <button type="button" aria-pressed={query[row.key] === undefined} onClick={() => pick(row.key, undefined)}>
                {t('people.filterAny')}
              </button>
              {options(row.key).slice(0, FILTER_SHOWN).map((o) => (
                <button key={String(o.id)} type="button" aria-pressed={query[row.key] === o.id} onClick={() => pick(row.key, o.id)}>
                  {label(row.key, o)}
                </button>
              ))}
            </div>
          </div>
        ))}
      </div>
      <MemberList
        key={JSON.stringify(query)}
        source={{ kind: 'page', query }}
        initial={filtered ? null : initial}
        size={size}
        clientPaging
        testId="people-list"
      />
    </>
  );
}
