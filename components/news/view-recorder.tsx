'use client';

import { useEffect } from 'react';

/**
 * F01: records one view of a news item after the page has mounted (`POST /news/news/view`). The API client is
 * loaded only then, so it stays out of the first load; a failure is ignored (the article is already shown).
 */
export function ViewRecorder({ newsId }: { newsId: number }) {
  useEffect(() => {
    let cancelled = false;
    void Promise.all([import('@/lib/api/client'), import('@/lib/api/news'), import('@/lib/session/session')])
      .then(([{ clientTransport }, { recordNewsView }, { ensureCid }]) => {
        if (!cancelled) return recordNewsView(clientTransport, newsId, ensureCid());
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [newsId]);
  return null;
}
