'use client';

import { StatusView } from '@/components/site/status-view';
import { errorStatus } from '@/lib/routing/error-status';

/** A21: the status code comes from statusCode, else status, else the response status, else 500. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const status = errorStatus(error);
  return <StatusView status={status} title={status === 404 ? 'error.notFound' : 'error.server'} hint={status === 404 ? 'error.notFoundHint' : 'error.serverHint'} onRetry={reset} />;
}
