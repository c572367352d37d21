'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { browserPageViewLog } from '@/lib/tracking/browser-page-view-log';

/** The URL a visit is recorded under: the page's own address, without the fragment. */
function currentUrl(): string {
  return `${window.location.origin}${window.location.pathname}${window.location.search}`;
}

/**
 * A28/A29 (issue 19 item 4): feeds the page-view log — a view on every page opened (first load and client
 * navigations, query changes included), the visit closed and the queue sent when the page is hidden, time
 * resumed when it shows again. Renders nothing; mounted once in the root layout under a Suspense boundary
 * (it reads the query).
 */
export function PageViewTracker() {
  const pathname = usePathname();
  const search = useSearchParams()?.toString() ?? '';

  useEffect(() => {
    browserPageViewLog().open(currentUrl());
  }, [pathname, search]);

  useEffect(() => {
    const log = browserPageViewLog();
    const onVisibility = () => (document.visibilityState === 'hidden' ? log.hide() : log.show());
    const onPageHide = () => log.hide();
    const onPageShow = () => log.show();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);
  return null;
}
