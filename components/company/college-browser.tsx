'use client';

import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useLocale, useT } from '@/components/providers/i18n-context';
import { collegeQuery, type CollegeMode } from '@/lib/queries/company';
import { CompanyList } from './company-list';
import styles from './company.module.css';

type Mode = { kind: 'server' } | CollegeMode;

/**
 * L02/L27/L33: the college home's sort tabs ('hottest' is the server-rendered list, 'most people' follows the
 * by-people stats) and the search. The server list stays in the HTML; other orders load in the browser.
 */
export function CollegeBrowser({ children }: { children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const [mode, setMode] = useState<Mode>({ kind: 'server' });
  const [text, setText] = useState('');
  const query = useQuery({ ...collegeQuery(mode.kind === 'server' ? { kind: 'people' } : mode), enabled: mode.kind !== 'server' });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const keyword = text.trim();
    setMode(keyword ? { kind: 'search', keyword } : { kind: 'server' });
  };

  let body: ReactNode = children;
  if (mode.kind !== 'server') {
    if (query.isPending) body = <p className={`${styles.card} ${styles.muted}`}>{t('common.loading')}</p>;
    else if (query.isError) body = <p className={`${styles.card} ${styles.muted}`}>{t('company.loadFailed')}</p>;
    else if (mode.kind === 'search' && query.data.records.length === 0) body = <p className={`${styles.card} ${styles.muted}`}>{t('chain.noCompanies')}</p>;
    else body = <CompanyList t={t} locale={locale} companies={query.data.records} testId={mode.kind === 'people' ? 'company-list-people' : 'company-list-search'} />;
  }

  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.tabs} role="group">
          <button type="button" aria-pressed={mode.kind === 'server'} onClick={() => setMode({ kind: 'server' })} data-testid="sort-hot">
            {t('company.sortHot')}
          </button>
          <button type="button" aria-pressed={mode.kind === 'people'} onClick={() => setMode({ kind: 'people' })} data-testid="sort-people">
            {t('company.sortPeople')}
          </button>
        </div>
        <form className={styles.search} onSubmit={submit} role="search" aria-label={t('company.searchPlaceholder')}>
          <input
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('company.searchPlaceholder')}
            aria-label={t('company.searchPlaceholder')}
            maxLength={100}
            data-testid="company-search-input"
          />
          <button type="submit" className={`${styles.btn} ${styles.btnPrimary}`}>
            {t('search.submit')}
          </button>
        </form>
      </div>
      {body}
    </>
  );
}
