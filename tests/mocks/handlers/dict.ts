import { http } from 'msw';
import { dictEntryListSchema, dictPageSchema, type DictEntry } from '@/lib/contract/dict';
import type { Page } from '@/lib/contract/common';
import { envelope, type Reply } from '../envelope';
import { API } from '../server';

/** The dictionary calls (E19): the searched page and the exact lookup. */
export const dictHandlers = {
  /** `GET /basic/dict/page?keyword&current&size`. */
  page: (reply: Reply<Page<DictEntry>>) => http.get(`${API}/basic/dict/page`, ({ request }) => envelope(dictPageSchema, reply, request)),
  /** `GET /basic/dict/all-match/list?word`. */
  allMatch: (reply: Reply<DictEntry[]>) => http.get(`${API}/basic/dict/all-match/list`, ({ request }) => envelope(dictEntryListSchema, reply, request)),
};
