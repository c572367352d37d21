'use client';

import { lazy, Suspense } from 'react';
import { errorStatus } from '@/lib/routing/error-status';

// Every page loads its error boundary's module; the view (and next/link with it) loads only when an error
// shows (first-load JS, docs/architecture.md "First-load JS").
const StatusView = lazy(() => import('@/components/site/status-view').then((m) => ({ default: m.StatusView })));

/** A21: the status code comes from statusCode, else status, else the response status, else 500. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const status = errorStatus(error);
  return (
    <Suspense fallback={null}>
      <StatusView status={status} title={status === 404 ? 'error.notFound' : 'error.server'} hint={status === 404 ? 'error.notFoundHint' : 'error.serverHint'} onRetry={reset} />
    </Suspense>
  );
}
