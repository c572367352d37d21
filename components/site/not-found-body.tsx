import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { LazyStatusView } from '@/components/site/lazy-status-view';

/** Throws the 404 while rendering, inside the boundary below. */
function Missing(): never {
  notFound();
}

/**
 * Issue 20 item 8: a 404 a reader without JavaScript can read. A page that calls `notFound()` outside any Suspense
 * boundary fails its whole server render, and Next then sends an empty error shell (`<html id="__next_error__">`)
 * that only the browser's script turns into the not-found page. Thrown inside this boundary instead, the server
 * render completes: the HTML carries the fallback (the same 404 view, in the site chrome, with `lang` and the
 * title), Next still answers HTTP 404 (a not-found error inside a boundary sets the status of a prerender), and in
 * the browser the boundary retries, throws, and the `(site)` not-found boundary shows `not-found.tsx`.
 * Only for cached (prerendered) pages: a per-request page has already sent 200 when the boundary throws, so it
 * calls `notFound()` before rendering anything (e.g. `/pay`, `/payment`).
 */
export function NotFoundBody() {
  return (
    <Suspense fallback={<LazyStatusView status={404} title="error.notFound" hint="error.notFoundHint" inChrome />}>
      <Missing />
    </Suspense>
  );
}
