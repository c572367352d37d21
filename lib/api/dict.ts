import { dictEntryListSchema, dictPageSchema, type DictEntry, type DictPageQuery } from '@/lib/contract/dict';
import type { Page } from '@/lib/contract/common';
import type { Transport } from '@/lib/api/transport';

/** `GET /basic/dict/page` (E19): a page of terms, optionally searched (`keyword`) or of one category. */
export function getDictPage(t: Transport, query: Partial<DictPageQuery> = {}, signal?: AbortSignal): Promise<Page<DictEntry>> {
  return t.get('/basic/dict/page', { auth: false, query: { ...query }, schema: dictPageSchema, signal });
}

/** `GET /basic/dict/all-match/list` (E19): the terms whose zh or en name is exactly `word`. */
export function getDictAllMatch(t: Transport, word: string, signal?: AbortSignal): Promise<DictEntry[]> {
  return t.get('/basic/dict/all-match/list', { auth: false, query: { word }, schema: dictEntryListSchema, signal });
}
