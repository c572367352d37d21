/**
 * The industry dictionary (E19, issue 19 item 1): `GET /basic/dict/page` (paged, search as you type) and
 * `GET /basic/dict/all-match/list` (exact lookup). Terms have zh/en names and definitions and one category.
 */
import { z } from 'zod';
import { currentParam, optionalTextParam, pageOf, sizeParam } from './common';

/** Categories of the seeded terms (DEFAULT of this build): materials, processes, machines, standards, quality. */
export const DICT_CATEGORIES = ['material', 'process', 'machine', 'standard', 'quality'] as const;
export type DictCategory = (typeof DICT_CATEGORIES)[number];

/** Terms per page of `/dict/detail`. */
export const DICT_PAGE_SIZE = 20;
/** Longest query the search box and the API take (characters). */
export const DICT_QUERY_MAX = 50;

export const dictEntrySchema = z.object({
  id: z.number(),
  word: z.string(),
  enWord: z.string().nullable(),
  category: z.enum(DICT_CATEGORIES),
  explanation: z.string().nullable(),
  enExplanation: z.string().nullable(),
});
export type DictEntry = z.infer<typeof dictEntrySchema>;
export const dictPageSchema = pageOf(dictEntrySchema);
export const dictEntryListSchema = z.array(dictEntrySchema);

/** A category, or undefined for an empty or unknown value (an unknown one never fails the page call). */
const categoryParam = z.preprocess((value) => {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' && (DICT_CATEGORIES as readonly string[]).includes(v) ? v : undefined;
}, z.enum(DICT_CATEGORIES).optional());

/**
 * Query of `GET /basic/dict/page`: paging, `keyword` (zh or en name, or a word of the definition; exact
 * names first, then names starting with it, then names holding it, then definitions) and `category`.
 */
export const dictPageQuery = z.object({
  current: currentParam,
  size: sizeParam,
  keyword: optionalTextParam.pipe(z.string().max(DICT_QUERY_MAX).optional()),
  category: categoryParam,
});
export type DictPageQuery = z.infer<typeof dictPageQuery>;

/** Query of `GET /basic/dict/all-match/list`: the entries whose zh or en name is exactly `word` (any case). */
export const dictAllMatchQuery = z.object({
  word: z.preprocess((value) => (Array.isArray(value) ? value[0] : value), z.string().trim().min(1).max(DICT_QUERY_MAX)),
});
export type DictAllMatchQuery = z.infer<typeof dictAllMatchQuery>;
