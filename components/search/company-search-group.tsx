'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CompanyList } from '@/components/company/company-list';
import { useLocale, useT } from '@/components/providers/i18n-context';
import type { CompanyFacet, CompanySearchPage } from '@/lib/contract/company';
import { companySearchQuery } from '@/lib/queries/company';
import styles from './search-results-view.module.css';

function FacetRow(props: { label: string; all: string; facets: CompanyFacet[]; value: number | null; onPick: (id: number | null) => void; testId: string }) {
  const locale = useLocale();
  const { label, all, facets, value, onPick, testId } = props;
  if (facets.length === 0) return null;
  return (
    <div className={styles.facets} role="group" aria-label={label} data-testid={testId}>
      <span>{label}</span>
      <button type="button" aria-pressed={value === null} onClick={() => onPick(null)}>
        {all}
      </button>
      {facets.map((f) => (
        <button key={f.id} type="button" aria-pressed={value === f.id} onClick={() => onPick(value === f.id ? null : f.id)}>
          {`${locale === 'en' && f.enName ? f.enName : f.name} (${f.count})`}
        </button>
      ))}
    </div>
  );
}

/**
 * E16/E28: the companies matching the search (`GET /company/companies/v1/search`), collapsed with the count, filtered
 * by province and by category (industry line) with the counts of every match; the first answer is the server's, a
 * filter loads in the browser (the page stays one cached HTML). Cards link by member kind (L31).
 */
export function CompanySearchGroup({ keyword, initial }: { keyword: string; initial: CompanySearchPage }) {
  const t = useT();
  const locale = useLocale();
  const [provinceId, setProvinceId] = useState<number | null>(null);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const filtered = provinceId !== null || categoryId !== null;
  const query = useQuery({ ...companySearchQuery(keyword, provinceId, categoryId), enabled: filtered, placeholderData: keepPreviousData });
  if (initial.total === 0) return null;
  const page = filtered ? (query.data ?? null) : initial;
  return (
    <details className={styles.group} data-testid="search-companies">
      <summary>{`${t('search.groupCompanies')} (${initial.total})`}</summary>
      <FacetRow label={t('chain.province')} all={t('search.filterAll')} facets={initial.facets.provinces} value={provinceId} onPick={setProvinceId} testId="company-facet-provinces" />
      <FacetRow label={t('search.companyCategories')} all={t('search.filterAll')} facets={initial.facets.categories} value={categoryId} onPick={setCategoryId} testId="company-facet-categories" />
      {query.isError && filtered && <p className={styles.snippet}>{t('company.loadFailed')}</p>}
      {page ? <CompanyList t={t} locale={locale} companies={page.records} testId="search-company-list" /> : <p className={styles.snippet}>{t('common.loading')}</p>}
    </details>
  );
}
