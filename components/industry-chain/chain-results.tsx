'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocale, useT } from '@/components/providers/i18n-context';
import { clientTransport } from '@/lib/api/client';
import type { ChainEntityType, ChainFilterOption, ChainFilters } from '@/lib/contract/catalogue';
import { chainFilteredListQuery } from '@/lib/queries/catalogue';
import { ChainList } from './chain-list';
import styles from './chain.module.css';

export interface ChainFilterOptions {
  provinces: ChainFilterOption[];
  baseCategories: ChainFilterOption[];
  categoryLines: ChainFilterOption[];
}

/** The filters' query names in the page URL (`?province=310000&base=12&line=40&q=…`), so a filtered list can be shared. */
const PARAM = { provinceId: 'province', baseCategoryId: 'base', categoryLineId: 'line', keyword: 'q' } as const;

function readFilters(search: string): ChainFilters {
  const params = new URLSearchParams(search);
  const id = (name: string) => {
    const value = params.get(name) ?? '';
    return /^[1-9]\d{0,15}$/.test(value) ? Number(value) : undefined;
  };
  const keyword = params.get(PARAM.keyword)?.trim().slice(0, 50) || undefined;
  const out: ChainFilters = {};
  const provinceId = id(PARAM.provinceId);
  const baseCategoryId = id(PARAM.baseCategoryId);
  const categoryLineId = id(PARAM.categoryLineId);
  if (provinceId) out.provinceId = provinceId;
  if (baseCategoryId) out.baseCategoryId = baseCategoryId;
  if (categoryLineId) out.categoryLineId = categoryLineId;
  if (keyword) out.keyword = keyword;
  return out;
}

/** The filters live in the URL's query: this event tells the component that `writeFilters` changed it. */
const FILTERS_EVENT = 'chain-filters';

function writeFilters(filters: ChainFilters): void {
  const url = new URL(window.location.href);
  for (const [key, name] of Object.entries(PARAM)) {
    const value = filters[key as keyof ChainFilters];
    if (value === undefined) url.searchParams.delete(name);
    else url.searchParams.set(name, String(value));
  }
  if (Object.keys(filters).length > 0) url.searchParams.delete('page');
  window.history.replaceState(window.history.state, '', url);
  window.dispatchEvent(new Event(FILTERS_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(FILTERS_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(FILTERS_EVENT, onChange);
  };
}

/** The page's query string; '' while rendering on the server and hydrating (the cached HTML has no filters). */
function useLocationSearch(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
}

function FilterSelect(props: { label: string; all: string; testId: string; options: ChainFilterOption[]; value: number | undefined; en: boolean; onChange: (id: number | undefined) => void }) {
  const { label, all, testId, options, value, en, onChange } = props;
  if (options.length === 0) return null;
  return (
    <label className={styles.filter}>
      <span>{label}</span>
      <select value={value ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)} data-testid={testId}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {en ? (o.enName ?? o.name) : o.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * N05: the chain's filters — province, base category, category line and a keyword — over the list of the
 * selected levels, for products, brands and companies alike. Without a filter the page's own (cached, crawlable)
 * list shows (`children`); with one the list is read in the browser with its own paging, and the filters are
 * kept in the URL's query so a reload or a shared link restores them.
 */
export function ChainResults({ entity, tagIds, options, children }: { entity: ChainEntityType; tagIds: number[]; options: ChainFilterOptions; children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const search = useLocationSearch();
  const filters = useMemo(() => readFilters(search), [search]);
  /** The keyword being typed; null: as in the URL. */
  const [typed, setTyped] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const text = typed ?? filters.keyword ?? '';

  const active = Object.keys(filters).length > 0;
  const query = useQuery({ ...chainFilteredListQuery(clientTransport, entity, tagIds, filters, page), enabled: active, placeholderData: keepPreviousData });

  const update = (patch: Partial<ChainFilters>) => {
    const next: ChainFilters = { ...filters, ...patch };
    for (const key of Object.keys(next) as (keyof ChainFilters)[]) if (next[key] === undefined) delete next[key];
    setPage(1);
    setTyped(null);
    writeFilters(next);
  };
  const reset = () => {
    update({ provinceId: undefined, baseCategoryId: undefined, categoryLineId: undefined, keyword: undefined });
  };

  const en = locale === 'en';
  const data = query.data;
  return (
    <>
      <form
        className={styles.filters}
        role="search"
        aria-label={t('chain.filters')}
        data-testid="chain-filters"
        onSubmit={(e) => {
          e.preventDefault();
          update({ keyword: text.trim() || undefined });
        }}
      >
        <FilterSelect label={t('chain.province')} all={t('search.filterAll')} testId="chain-filter-province" options={options.provinces} value={filters.provinceId} en={en} onChange={(provinceId) => update({ provinceId })} />
        <FilterSelect
          label={t('chain.baseCategory')}
          all={t('search.filterAll')}
          testId="chain-filter-base"
          options={options.baseCategories}
          value={filters.baseCategoryId}
          en={en}
          onChange={(baseCategoryId) => update({ baseCategoryId })}
        />
        <FilterSelect
          label={t('chain.categoryLine')}
          all={t('search.filterAll')}
          testId="chain-filter-line"
          options={options.categoryLines}
          value={filters.categoryLineId}
          en={en}
          onChange={(categoryLineId) => update({ categoryLineId })}
        />
        <label className={styles.filter}>
          <span>{t(`chain.keyword.${entity}`)}</span>
          <input type="search" value={text} maxLength={50} onChange={(e) => setTyped(e.target.value)} data-testid="chain-filter-keyword" />
        </label>
        <button type="submit" className={styles.filterButton}>
          {t('chain.filterApply')}
        </button>
        {active && (
          <button type="button" className={styles.filterButton} onClick={reset} data-testid="chain-filter-reset">
            {t('chain.filterReset')}
          </button>
        )}
      </form>
      {!active ? (
        children
      ) : data ? (
        <div aria-busy={query.isFetching} data-testid="chain-filtered">
          <ChainList data={data} t={t} locale={locale} />
          {data.page.pages > 1 && (
            <nav className={styles.pager} aria-label={t('common.pageOf', { current: data.page.current, pages: data.page.pages })}>
              <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('common.prev')}
              </button>
              <span>{t('common.pageOf', { current: data.page.current, pages: data.page.pages })}</span>
              <button type="button" disabled={page >= data.page.pages} onClick={() => setPage(page + 1)}>
                {t('common.next')}
              </button>
            </nav>
          )}
        </div>
      ) : query.isError ? (
        <p role="alert" className={styles.total}>
          {t('company.loadFailed')}
        </p>
      ) : (
        <p className={styles.total} aria-busy="true">
          {t('common.loading')}
        </p>
      )}
    </>
  );
}
