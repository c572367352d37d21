'use client';

import { LazyStatusView as StatusView } from '@/components/site/lazy-status-view';
import { errorStatus } from '@/lib/routing/error-status';

/**
 * A21: the status code comes from statusCode, else status, else the response status, else 500. Every page loads
 * its error boundary's module; the view (and next/link with it) loads only when an error shows (first-load JS,
 * docs/architecture.md).
 */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const status = errorStatus(error);
  return <StatusView status={status} title={status === 404 ? 'error.notFound' : 'error.server'} hint={status === 404 ? 'error.notFoundHint' : 'error.serverHint'} onRetry={reset} />;
}
