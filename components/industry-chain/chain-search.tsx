'use client';

import { useEffect, useRef, useState } from 'react';
import { companyPath } from '@/components/product/company-path';
import { useT } from '@/components/providers/i18n-context';
import { getChainCompanies } from '@/lib/api/catalogue';
import { clientTransport } from '@/lib/api/client';
import type { CatalogueCompany } from '@/lib/contract/catalogue';
import type { HotKeyword } from '@/lib/contract/common';
import styles from './chain-search.module.css';

const SEARCH_DELAY_MS = 300;

/**
 * N09: the chain's search box. Empty and focused it offers the company hot keywords and the hot companies;
 * a keyword lists up to 20 companies (`GET /company/chain/companies?keyword=`) linking to their pages.
 */
export function ChainSearch({ keywords, companies }: { keywords: HotKeyword[]; companies: CatalogueCompany[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [results, setResults] = useState<CatalogueCompany[] | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const controller = useRef<AbortController | null>(null);

  const search = (keyword: string) => {
    setText(keyword);
    window.clearTimeout(timer.current);
    controller.current?.abort();
    if (!keyword.trim()) {
      setResults(null);
      return;
    }
    timer.current = window.setTimeout(() => {
      const current = new AbortController();
      controller.current = current;
      getChainCompanies(clientTransport, { keyword: keyword.trim() }, { signal: current.signal })
        .then((page) => {
          if (!current.signal.aborted) setResults(page.records);
        })
        .catch(() => undefined);
    }, SEARCH_DELAY_MS);
  };

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      controller.current?.abort();
    },
    [],
  );

  const shown = results ?? companies;
  return (
    <div className={styles.box} onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}>
      <input
        className={styles.input}
        type="search"
        value={text}
        placeholder={t('chain.searchPlaceholder')}
        aria-label={t('chain.searchPlaceholder')}
        onFocus={() => setOpen(true)}
        onChange={(e) => search(e.target.value)}
        data-testid="chain-search"
      />
      {open && (
        <div className={styles.panel} data-testid="chain-search-panel">
          {results === null && keywords.length > 0 && (
            <>
              <p className={styles.title}>{t('chain.hotKeywords')}</p>
              <div className={styles.chips}>
                {keywords.map((k) => (
                  <button key={k.id} type="button" onClick={() => search(k.keyword)}>
                    {k.keyword}
                  </button>
                ))}
              </div>
            </>
          )}
          <p className={styles.title}>{results === null ? t('chain.hotCompanies') : t('chain.total', { n: results.length })}</p>
          <ul className={styles.results}>
            {shown.map((c) => (
              <li key={c.id}>
                <a href={companyPath(c)}>{c.name}</a>
              </li>
            ))}
          </ul>
          {results !== null && results.length === 0 && <p className={styles.title}>{t('chain.empty')}</p>}
        </div>
      )}
    </div>
  );
}
