'use client';

import { keepPreviousData, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import type { Page } from '@/lib/contract/common';

/**
 * A page of a list loaded in the browser (own-page tabs): the first page on mount, `load(n)` for another,
 * the previous page staying on screen while the next one loads. `query` gives the page's query options.
 */
export function useLoadedPage<T>(query: (current: number) => UseQueryOptions<Page<T>, Error, Page<T>, readonly unknown[]>) {
  const [current, setCurrent] = useState(1);
  const { data, isError } = useQuery({ ...query(current), placeholderData: keepPreviousData });
  return { page: data ?? null, failed: isError, load: setCurrent };
}
