import 'server-only';
import { cache } from 'react';
import * as dictApi from '@/lib/api/dict';
import { serverTransport } from '@/lib/api/server';
import { tags } from '@/lib/contract/cache-tags';
import { DICT_PAGE_SIZE } from '@/lib/contract/dict';
import { REVALIDATE_S as REVALIDATE } from '@/lib/data/revalidate';

/** The dictionary changes rarely: re-read at most every hour. */
const DICT_REVALIDATE_S = REVALIDATE.reference;

/** `GET /basic/dict/page?current=&size=20` (E19): one page of `/dict/detail`; null when the call fails. */
export const getDictPage = cache(async (current: number) =>
  dictApi.getDictPage(serverTransport({ revalidate: DICT_REVALIDATE_S, tags: [tags.dict] }), { current, size: DICT_PAGE_SIZE }).catch(() => null),
);
