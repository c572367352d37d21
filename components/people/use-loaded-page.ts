'use client';

import { useCallback, useEffect, useState } from 'react';
import type { Page } from '@/lib/contract/common';

/**
 * A page of a list loaded in the browser (own-page tabs): the first page on mount, `load(n)` for another.
 * `fetchPage` must be stable (a module-level function or a memoised one).
 */
export function useLoadedPage<T>(fetchPage: (current: number) => Promise<Page<T>>) {
  const [page, setPage] = useState<Page<T> | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(
    (current: number) => {
      fetchPage(current)
        .then((next) => {
          setFailed(false);
          setPage(next);
        })
        .catch(() => setFailed(true));
    },
    [fetchPage],
  );
  useEffect(() => load(1), [load]);
  return { page, failed, load };
}
