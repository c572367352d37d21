'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore, type MouseEvent } from 'react';
import { useLocale, useT, useVariantPage } from '@/components/providers/i18n-context';
import { HTML_LANG, type Locale } from '@/lib/constants';
import { LANG_QUERY } from '@/lib/routing/variant';
import { switchHref } from '@/lib/routing/locale-href';
import styles from './lang-switch.module.css';

/**
 * V03: a 中文/English switch. Each choice is a plain link to the current URL with `?lang=zh|en` (issue 20 item 3),
 * so it works without JavaScript and crawlers follow it; the chrome is cached per variant and does not know the
 * page's path, hence the query-only relative link. With JavaScript a click stores the choice in the `lang` cookie
 * and reloads the current URL (its other query parameters kept, `lang` dropped: the cookie now decides).
 * The header's and the footer's are two navigation landmarks: each has its own name (issue 31 item 8).
 */
function onHistory(change: () => void): () => void {
  window.addEventListener('popstate', change);
  return () => window.removeEventListener('popstate', change);
}

export function LangSwitch({ className, place = 'header' }: { className?: string; place?: 'header' | 'footer' }) {
  const t = useT();
  const locale = useLocale();
  // issue 31 item 2: the link keeps the page's query; the server knows its page number, the browser the whole query
  const page = useVariantPage();
  usePathname(); // read again after each client navigation
  const search = useSyncExternalStore(onHistory, () => window.location.search, () => (page > 1 ? `?page=${page}` : ''));
  const choose = (event: MouseEvent<HTMLAnchorElement>, next: Locale) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    const link = event.currentTarget.href;
    // the session module (cookie crypto) loads with the choice: public pages do not carry it
    import('@/lib/session/session').then(
      ({ setLang }) => {
        setLang(next);
        const url = new URL(window.location.href);
        url.searchParams.delete(LANG_QUERY);
        if (url.href === window.location.href) window.location.reload();
        else window.location.assign(url.href);
      },
      // its code did not load (offline, or a deployment replaced it): the link itself, whose `?lang=` the server keeps
      () => window.location.assign(link),
    );
  };
  return (
    <nav className={`${styles.switch} ${className ?? ''}`} aria-label={t(place === 'footer' ? 'lang.switchFooter' : 'lang.switch')}>
      {(['zh', 'en'] as const).map((l) => (
        <a
          key={l}
          href={switchHref(search, l)}
          hrefLang={HTML_LANG[l]}
          lang={HTML_LANG[l]}
          aria-current={l === locale ? 'true' : undefined}
          className={l === locale ? styles.on : undefined}
          onClick={(event) => choose(event, l)}
        >
          {t(l === 'zh' ? 'lang.zh' : 'lang.en')}
        </a>
      ))}
    </nav>
  );
}
