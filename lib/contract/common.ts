/**
 * Shapes shared by every API family (the `{code, msg, data}` envelope is read in lib/api/envelope.ts): pages, paging queries, ids.
 * The backend validates inputs with the `*Input` / `*Query` schemas; the web parses answers with the rest.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';


/** `{records, total, size, current, pages}` of any record schema. */
export function pageOf<T extends z.ZodType>(record: T) {
  return z.object({
    records: z.array(record),
    total: z.number(),
    size: z.number(),
    current: z.number(),
    pages: z.number(),
  });
}
export type Page<T> = { records: T[]; total: number; size: number; current: number; pages: number };

/** The first value of a repeated query key. */
function firstOf(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/** A positive integer, else `fallback` (non-numeric, zero, negative, empty). */
export function positiveIntOr(fallback: number) {
  return z.preprocess((value) => {
    const n = Number(firstOf(value));
    return Number.isInteger(n) && n > 0 ? n : fallback;
  }, z.number().int());
}

/** Page number: anything that is not a positive integer reads as 1 (R52/Q17). */
export const currentParam = positiveIntOr(1);
/** Page size: default 10, clamped to 1…100. */
export const sizeParam = z.preprocess((value) => {
  const n = Number(firstOf(value));
  if (!Number.isInteger(n) || n <= 0) return DEFAULT_PAGE_SIZE;
  return Math.min(n, MAX_PAGE_SIZE);
}, z.number().int());

export const pagingQuery = z.object({ current: currentParam, size: sizeParam });
export type PagingQuery = z.infer<typeof pagingQuery>;

const ID_MESSAGE = 'must be a positive integer';
const INT_MESSAGE = 'must be an integer';

/**
 * An id: a positive safe integer, or a string of digits (a path or query value). Anything else is refused:
 * `true` is not 1, `[8]` is not 8, and `'8.0'`, `'1e1'`, `' 8'`, `'0x8'` are not 8 (issue 17 item 10). The
 * shared id schema of every contract; `z.coerce.number()` would take all of those.
 */
export const idSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value),
  z.number({ error: ID_MESSAGE }).int({ error: ID_MESSAGE }).positive({ error: ID_MESSAGE }).max(Number.MAX_SAFE_INTEGER, { error: ID_MESSAGE }),
);

/** An integer (any sign) as a number or a string of digits; booleans, arrays, decimals and exponents are refused. */
export const strictIntSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^-?\d{1,16}$/.test(value) ? Number(value) : value),
  z.number({ error: INT_MESSAGE }).int({ error: INT_MESSAGE }).min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER),
);

/** An optional integer query value (empty string and absence read as undefined; a repeated key reads its first value). */
export const optionalIntParam = z.preprocess((value) => {
  const v = firstOf(value);
  return v === undefined || v === null || v === '' ? undefined : v;
}, strictIntSchema.optional());

/** An optional text query value, trimmed; empty reads as undefined. */
export const optionalTextParam = z.preprocess((value) => {
  const v = firstOf(value);
  if (v === undefined || v === null) return undefined;
  const s = String(v).trim();
  return s === '' ? undefined : s;
}, z.string().max(100).optional());

/** A repeatable integer query key (`tagId=1&tagId=2`), always an array. */
export const intListParam = z.preprocess((value) => {
  if (value === undefined || value === null || value === '') return [];
  const list = Array.isArray(value) ? value : String(value).split(',');
  return list.filter((v) => v !== '' && v !== null && v !== undefined);
}, z.array(strictIntSchema));

/** A path id: digits only. */
export const idParams = z.object({ id: idSchema });
export type IdParams = z.infer<typeof idParams>;

/** `YYYY-MM-DD HH:mm:ss`, Asia/Shanghai local time. */
export const timeString = z.string();

/** Hot search keyword of a site (`/news|post|activity|company/searchkeyword/hot`). */
export const hotKeywordSchema = z.object({ id: z.number(), keyword: z.string() });
export type HotKeyword = z.infer<typeof hotKeywordSchema>;
export const hotKeywordPageSchema = pageOf(hotKeywordSchema);

/** `{id, name}` reference to a tag. */
/** A tag on an item; `enName` is its English name (issue 18 item 4), shown in the en interface. */
export const tagRefSchema = z.object({ id: z.number(), name: z.string(), enName: z.string().nullable().optional() });
export type TagRef = z.infer<typeof tagRefSchema>;

/**
 * The words a search answer matched (issue 18 item 3): the query split at spaces and cut into words by the API's
 * segmenter, with the sub-words that also matched, longest first. Result views highlight these. Search answers
 * (`/news/news/v2/search`, `/post/posts/v2/search`, `/ec/stores/search`, …) carry it; absent elsewhere.
 */
export const searchTermsSchema = z.array(z.string()).optional();
