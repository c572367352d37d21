'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocale, useT } from '@/components/providers/i18n-context';
import { DICT_QUERY_MAX } from '@/lib/contract/dict';
import { href } from '@/lib/routing/routes';
import { dictExactQuery, dictSearchQuery } from '@/lib/queries/dict';
import { DictTermList } from './dict-term-list';
import styles from './dict.module.css';
import { UgcMessage } from '@/components/ui/ugc-message';
import { useClientSearch } from '@/components/ui/use-client-search';

/** Search as you type waits this long after the last key (Enter searches at once). */
export const DICT_SEARCH_DEBOUNCE_MS = 300;

/** The URL parameter that keeps a dictionary search (issue 29 item 14: a reload or a shared link searches again). */
export const DICT_QUERY_PARAM = 'q';

/** The dictionary search of a query string (`?q=…`), trimmed and cut to the box's length; '' when none. */
export function dictQueryOf(search: string): string {
  return (new URLSearchParams(search).get(DICT_QUERY_PARAM) ?? '').trim().slice(0, DICT_QUERY_MAX);
}

/** Writes the search into the address without a navigation (the cached page stays as it is). */
function keepInUrl(keyword: string): void {
  const url = new URL(window.location.href);
  if (keyword) url.searchParams.set(DICT_QUERY_PARAM, keyword);
  else url.searchParams.delete(DICT_QUERY_PARAM);
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

/**
 * E19: the dictionary's search box. While it is empty the page's own (server-rendered, paged) list shows;
 * a query shows the exact match (`all-match`) first, then the terms whose names or definitions hold it
 * (`/basic/dict/page?keyword=`), without leaving the page.
 */
export function DictSearch({ children }: { children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const inputId = useId();
  const [value, setValue] = useState('');
  const [composing, setComposing] = useState(false);
  const [keyword, setKeyword] = useState('');
  // the query string is read once hydrated (`null` before): a `?q=` search is taken up as if typed
  const clientSearch = useClientSearch();
  const [adopted, setAdopted] = useState(false);
  if (clientSearch !== null && !adopted) {
    setAdopted(true);
    const fromUrl = dictQueryOf(clientSearch);
    if (fromUrl) {
      setValue(fromUrl);
      setKeyword(fromUrl);
    }
  }
  // words typed before hydration are in the box but not in the state: taken up as if typed now (issue 27 item 6)
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = inputRef.current?.value ?? '';
    if (typed) setValue((current) => current || typed);
  }, []);

  useEffect(() => {
    if (adopted) keepInUrl(keyword);
  }, [adopted, keyword]);

  useEffect(() => {
    if (composing) return;
    const next = value.trim();
    const timer = window.setTimeout(() => setKeyword(next), DICT_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value, composing]);

  const active = keyword !== '';
  const exact = useQuery({ ...dictExactQuery(keyword), enabled: active });
  const search = useQuery({ ...dictSearchQuery(keyword), enabled: active, placeholderData: keepPreviousData });
  const exactIds = new Set((exact.data ?? []).map((term) => term.id));
  const others = (search.data?.records ?? []).filter((term) => !exactIds.has(term.id));

  return (
    <>
      {/* without script (or before hydration) Enter asks for `?q=`, which the box takes up once hydrated */}
      <form
        className={styles.search}
        role="search"
        action={href('/dict/detail')}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          setKeyword(value.trim());
        }}
      >
        <label htmlFor={inputId} className={styles.searchLabel}>
          {t('dict.searchLabel')}
        </label>
        <input
          id={inputId}
          type="search"
          name={DICT_QUERY_PARAM}
          ref={inputRef}
          value={value}
          maxLength={DICT_QUERY_MAX}
          placeholder={t('dict.searchPlaceholder')}
          autoComplete="off"
          data-testid="dict-search-input"
          onChange={(event) => setValue(event.target.value)}
          onCompositionStart={() => setComposing(true)}
          onCompositionEnd={(event) => {
            setComposing(false);
            setValue(event.currentTarget.value);
          }}
        />
        {value && (
          <button
            type="button"
            onClick={() => {
              setValue('');
              setKeyword('');
            }}
          >
            {t('dict.clear')}
          </button>
        )}
      </form>
      {active ? (
        <section className={styles.results} aria-live="polite" data-testid="dict-results">
          {exact.data && exact.data.length > 0 && (
            <>
              <h2 className={styles.resultsTitle}>{t('dict.exact')}</h2>
              <DictTermList t={t} locale={locale} terms={exact.data} exact />
            </>
          )}
          {search.isError || exact.isError ? (
            <p className={styles.status}>{t('dict.failed')}</p>
          ) : !search.data || search.isPlaceholderData ? (
            <p className={styles.status}>{t('dict.searching')}</p>
          ) : search.data.total === 0 ? (
            <p className={styles.status} data-testid="dict-no-result">
              <UgcMessage t={t} k="dict.noResult" slot="keyword" value={keyword} />
            </p>
          ) : (
            <>
              <h2 className={styles.resultsTitle}>
                <UgcMessage t={t} k="dict.results" slot="keyword" value={keyword} vars={{ total: search.data.total }} />
              </h2>
              {others.length > 0 && <DictTermList t={t} locale={locale} terms={others} />}
            </>
          )}
        </section>
      ) : (
        children
      )}
    </>
  );
}
