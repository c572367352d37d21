'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { SEARCH_HISTORY_KEY, SEARCH_POPOVER_WIDTH } from '@/lib/constants';
import { addSearchTerm, moveHighlight, parseHistory, searchUrl, type SearchSite } from '@/lib/search/history';
import styles from './search-box.module.css';

export interface HotKeyword {
  id: number;
  keyword: string;
}

/** E04–E11: the header search box with its recent/hot popover. */
export function SearchBox({ hot, site = 'news', autoFocus, onDone }: { hot: HotKeyword[]; site?: SearchSite; autoFocus?: boolean; onDone?: () => void }) {
  const t = useT();
  const router = useRouter();
  const listId = useId();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  // The popover is closed on the server render, so reading storage lazily cannot change the first HTML.
  const [history, setHistory] = useState<string[]>(() =>
    typeof window === 'undefined' ? [] : parseHistory(localStorage.getItem(SEARCH_HISTORY_KEY)),
  );
  const [highlight, setHighlight] = useState(-1);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const close = (e: MouseEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, []);

  const options = [...history, ...hot.map((h) => h.keyword)];
  const shown = open && options.length > 0;
  /** The popup's lists: recent searches and hot searches, each a listbox named by its heading. */
  const listIds = [history.length > 0 ? `${listId}-recent` : null, hot.length > 0 ? `${listId}-hot` : null].filter(Boolean).join(' ');

  const submit = (word: string) => {
    const url = searchUrl(word, site);
    if (!url) return;
    const next = addSearchTerm(history, word);
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(next));
    setHistory(next);
    setOpen(false);
    onDone?.();
    router.push(url);
  };

  const clearHistory = () => {
    localStorage.removeItem(SEARCH_HISTORY_KEY);
    setHistory([]);
    setHighlight(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      setHighlight((h) => moveHighlight(h, options.length, e.key === 'ArrowDown' ? 1 : -1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      submit(highlight >= 0 ? (options[highlight] ?? term) : term);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  const item = (word: string, index: number) => (
    <li
      key={`${index}-${word}`}
      id={`${listId}-${index}`}
      role="option"
      aria-selected={highlight === index}
      className={highlight === index ? styles.active : undefined}
      onMouseDown={(e) => {
        e.preventDefault();
        submit(word);
      }}
    >
      {/* a word searched before or a hot search: what people typed (issue 18 item 4) */}
      <span data-ugc>{word}</span>
    </li>
  );

  return (
    <div className={styles.box} ref={box}>
      <form
        role="search"
        aria-label={t('search.submit')}
        onSubmit={(e) => {
          e.preventDefault();
          submit(term);
        }}
      >
        {/* issue 31 item 8: ARIA's combobox pattern on a text input (`type=search` may not take the combobox role), its
            popup named only while it is shown (an idref must point at an element of the page) */}
        <input
          className={styles.input}
          type="text"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          value={term}
          autoFocus={autoFocus}
          placeholder={t('search.placeholder')}
          aria-label={t('search.placeholder')}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={shown ? listIds : undefined}
          aria-activedescendant={shown && highlight >= 0 ? `${listId}-${highlight}` : undefined}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onChange={(e) => {
            setTerm(e.target.value);
            setHighlight(-1);
          }}
          onKeyDown={onKeyDown}
        />
        <button className={styles.button} type="submit" aria-label={t('search.submit')}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden>
            <path d="M10.5 3a7.5 7.5 0 015.9 12.1l4.2 4.2-1.4 1.4-4.2-4.2A7.5 7.5 0 1110.5 3zm0 2a5.5 5.5 0 100 11 5.5 5.5 0 000-11z" fill="currentColor" />
          </svg>
        </button>
      </form>
      {shown && (
        <div className={styles.popover} style={{ width: SEARCH_POPOVER_WIDTH }} data-testid="search-popover">
          {history.length > 0 && (
            <section>
              <header className={styles.groupHead}>
                <span id={`${listId}-recent-label`}>{t('search.recent')}</span>
                <button type="button" className={styles.clear} onMouseDown={(e) => e.preventDefault()} onClick={clearHistory}>
                  {t('search.clear')}
                </button>
              </header>
              <ul id={`${listId}-recent`} role="listbox" aria-labelledby={`${listId}-recent-label`} className={styles.list}>
                {history.map((w, i) => item(w, i))}
              </ul>
            </section>
          )}
          {hot.length > 0 && (
            <section>
              <header className={styles.groupHead}>
                <span id={`${listId}-hot-label`}>{t('search.hot')}</span>
              </header>
              <ul id={`${listId}-hot`} role="listbox" aria-labelledby={`${listId}-hot-label`} className={styles.list}>
                {hot.map((h, i) => item(h.keyword, history.length + i))}
              </ul>
            </section>
          )}
        </div>
      )}
    </div>
  );
}
