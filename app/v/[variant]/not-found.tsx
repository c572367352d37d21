import { LazyStatusView as StatusView } from '@/components/site/lazy-status-view';

/** A09/A17: 'This page could not be found' with HTTP 404. */
export default function NotFound() {
  return <StatusView status={404} title="error.notFound" hint="error.notFoundHint" />;
}
