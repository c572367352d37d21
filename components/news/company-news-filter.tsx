'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { NewsCard } from '@/components/news/news-card';
import { useLocale, useT } from '@/components/providers/i18n-context';
import type { NewsListItem } from '@/lib/contract/news';
import styles from './news-reading.module.css';
import { UgcMessage } from '@/components/ui/ugc-message';

type State = { kind: 'idle' } | { kind: 'loading'; keyword: string } | { kind: 'done'; keyword: string; records: NewsListItem[]; at: number } | { kind: 'error'; keyword: string };

const RESULT_SIZE = 50;

/**
 * F04: the keyword filter of a company's news. The cached page renders the unfiltered list (`children`); a
 * keyword is looked up in the browser (`GET /news/news/company/keyword-page`) and its results replace the list
 * until the filter is cleared, so the page itself stays cacheable.
 */
export function CompanyNewsFilter({ companyId, children }: { companyId: number; children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const [input, setInput] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function search(event: FormEvent) {
    event.preventDefault();
    const keyword = input.trim();
    if (!keyword) {
      setState({ kind: 'idle' });
      return;
    }
    setState({ kind: 'loading', keyword });
    try {
      const [{ clientTransport }, { getCompanyNewsPage }] = await Promise.all([import('@/lib/api/client'), import('@/lib/api/news')]);
      const page = await getCompanyNewsPage(clientTransport, { companyId, keyword, current: 1, size: RESULT_SIZE });
      setState({ kind: 'done', keyword, records: page.records, at: Date.now() });
    } catch {
      setState({ kind: 'error', keyword });
    }
  }

  function clear() {
    setInput('');
    setState({ kind: 'idle' });
  }

  return (
    <>
      <form className={styles.filter} role="search" aria-label={t('news.companyKeyword')} onSubmit={search}>
        <input
          type="search"
          value={input}
          maxLength={50}
          onChange={(e) => setInput(e.target.value)}
          placeholder={t('news.companyKeyword')}
          aria-label={t('news.companyKeyword')}
        />
        <button type="submit">{t('search.submit')}</button>
        {state.kind !== 'idle' && (
          <button type="button" onClick={clear}>
            {t('dict.clear')}
          </button>
        )}
      </form>
      {state.kind === 'idle' && children}
      {state.kind === 'loading' && <p className={styles.status}>{t('common.loading')}</p>}
      {state.kind === 'error' && <p className={styles.status}>{t('news.companyKeywordFailed')}</p>}
      {state.kind === 'done' &&
        (state.records.length === 0 ? (
          <p className={styles.status} data-testid="company-filter-empty">
            <UgcMessage t={t} k="news.companyKeywordNone" slot="keyword" value={state.keyword} />
          </p>
        ) : (
          <div data-testid="company-filter-results">
            {state.records.map((item) => (
              <NewsCard key={item.id} item={item} locale={locale} now={state.at} />
            ))}
          </div>
        ))}
    </>
  );
}
