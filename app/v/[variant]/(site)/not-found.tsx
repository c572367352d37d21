import { LazyStatusView as StatusView } from '@/components/site/lazy-status-view';

/**
 * A09/A17: 'This page could not be found' with HTTP 404, inside the site chrome (header and footer of the
 * `(site)` layout, issue 18 item 7): `/404`, every unknown path and every `notFound()` of a site page.
 * Pages of the `(bare)` group keep `app/v/[variant]/not-found.tsx`.
 */
export default function SiteNotFound() {
  return <StatusView status={404} title="error.notFound" hint="error.notFoundHint" inChrome />;
}
