'use client';

import { useEffect, useRef, useState } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { UgcMessage } from '@/components/ui/ugc-message';
import { getChainCompanies } from '@/lib/api/catalogue';
import { clientTransport } from '@/lib/api/client';
import type { HotKeyword } from '@/lib/contract/common';
import type { MemberKind } from '@/lib/contract/company';
import { companyHref } from '@/lib/routing/company-links';
import styles from './chain-search.module.css';

const SEARCH_DELAY_MS = 300;

/** What a result row needs: hot companies (`companyId`) and search results (`id`) both reduce to this. */
export interface ChainSearchCompany {
  key: number;
  code: string;
  name: string;
  memberKind: MemberKind;
}

type Results = { keyword: string; companies: ChainSearchCompany[] } | null;

/**
 * N09: the chain's search box. Focused or clicked it opens a panel with the company hot keywords and the hot
 * companies; a keyword (typed or picked) lists up to 20 companies (`GET /company/chain/companies?keyword=`),
 * each linking to its page by member kind (N10). A focus that happened before hydration still opens the panel.
 */
export function ChainSearch({ keywords, companies }: { keywords: HotKeyword[]; companies: ChainSearchCompany[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [results, setResults] = useState<Results>(null);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    if (input.current && document.activeElement === input.current) setOpen(true);
    return () => {
      window.clearTimeout(timer.current);
      controller.current?.abort();
    };
  }, []);

  const run = (keyword: string) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    getChainCompanies(clientTransport, { keyword }, { signal: current.signal })
      .then((page) => {
        if (current.signal.aborted) return;
        setResults({ keyword, companies: page.records.map((c) => ({ key: c.id, code: c.code, name: c.name, memberKind: c.memberKind })) });
      })
      .catch(() => undefined);
  };

  const search = (value: string, delay = SEARCH_DELAY_MS) => {
    setText(value);
    setOpen(true);
    window.clearTimeout(timer.current);
    const keyword = value.trim();
    if (!keyword) {
      controller.current?.abort();
      setResults(null);
      return;
    }
    timer.current = window.setTimeout(() => run(keyword), delay);
  };

  const shown = results?.companies ?? companies;
  return (
    <div className={styles.box} onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}>
      <input
        ref={input}
        className={styles.input}
        type="search"
        value={text}
        placeholder={t('chain.searchPlaceholder')}
        aria-label={t('chain.searchPlaceholder')}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onChange={(e) => search(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') search(text, 0);
          if (e.key === 'Escape') setOpen(false);
        }}
        data-testid="chain-search"
      />
      {open && (
        <div className={styles.panel} data-testid="chain-search-panel">
          {results === null && keywords.length > 0 && (
            <>
              <p className={styles.title}>{t('chain.hotKeywords')}</p>
              <div className={styles.chips} data-testid="chain-hot-keywords">
                {keywords.map((k) => (
                  <button key={k.id} type="button" onClick={() => search(k.keyword, 0)} data-ugc>
                    {k.keyword}
                  </button>
                ))}
              </div>
            </>
          )}
          <p className={styles.title}>
            {results === null ? t('chain.hotCompanies') : <UgcMessage t={t} k="chain.searchResults" slot="keyword" value={results.keyword} vars={{ n: results.companies.length }} />}
          </p>
          {shown.length > 0 ? (
            <ul className={styles.results} data-testid={results === null ? 'chain-hot-companies' : 'chain-search-results'}>
              {shown.map((c) => (
                <li key={c.key}>
                  <Link href={companyHref(c)}>{c.name}</Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.title}>{t('chain.noCompanies')}</p>
          )}
        </div>
      )}
    </div>
  );
}
