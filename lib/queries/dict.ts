import { DICT_PAGE_SIZE } from '@/lib/contract/dict';
import { clientTransport } from '@/lib/queries/client';

/** Query keys of the dictionary's search box (E19). The answers are the same for every viewer. */
export const dictKeys = {
  all: ['dict'] as const,
  search: (keyword: string) => [...dictKeys.all, 'search', keyword] as const,
  exact: (word: string) => [...dictKeys.all, 'exact', word] as const,
};

/** Terms whose names or definitions hold `keyword` (the first page, best matches first). */
export function dictSearchQuery(keyword: string) {
  return {
    queryKey: dictKeys.search(keyword),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const [transport, { getDictPage }] = await Promise.all([clientTransport(), import('@/lib/api/dict')]);
      return getDictPage(transport, { keyword, current: 1, size: DICT_PAGE_SIZE }, signal);
    },
    staleTime: 5 * 60_000,
  };
}

/** The exact lookup of `word` (all-match): the term(s) named exactly so. */
export function dictExactQuery(word: string) {
  return {
    queryKey: dictKeys.exact(word),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const [transport, { getDictAllMatch }] = await Promise.all([clientTransport(), import('@/lib/api/dict')]);
      return getDictAllMatch(transport, word, signal);
    },
    staleTime: 5 * 60_000,
  };
}
