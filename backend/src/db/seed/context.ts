/**
 * State shared by the seed steps: the database, the PRNG, the fixed base date and the id maps
 * that later steps use to resolve corpus references (codes, names, indexes).
 */
import type { SqliteHandle as Db } from '../connection';
import { formatTime, parseTime } from '../time';
import { SeededRandom } from './random';
import type { PictureSubject } from '../../standins/pictures/pictograms';

/** "Now" of the seeded world; publish times lie in the ~120 days before it. */
export const SEED_BASE_DATE = '2026-11-20 18:00:00';
export const SEED_BASE_MS = parseTime(SEED_BASE_DATE);
const DAY_MS = 86_400_000;

export interface SeedContext {
  db: Db;
  random: SeededRandom;
  /** Tag id by `${type}:${code}` and by `${type}:name:${name}`. */
  tagIds: Map<string, number>;
  /** Location id by Chinese name. */
  locationIds: Map<string, number>;
  /** Company ids in corpus order. */
  companyIds: number[];
  /** Member ids in corpus order (index 0…2 are the demo accounts). */
  memberIds: number[];
  columnIds: number[];
  circleIds: number[];
  newsIds: number[];
}

export function createSeedContext(db: Db, seed = 20261120): SeedContext {
  return {
    db,
    random: new SeededRandom(seed),
    tagIds: new Map(),
    locationIds: new Map(),
    companyIds: [],
    memberIds: [],
    columnIds: [],
    circleIds: [],
    newsIds: [],
  };
}

/** A time `days` (fractional) before the base date. */
export function daysAgo(days: number): string {
  return formatTime(SEED_BASE_MS - days * DAY_MS);
}

/**
 * Publish times of a collection inside the `spreadDays` before the base date. Corpus times that all
 * lie in that window are kept; otherwise the collection is spread over the window keeping the
 * corpus order (newest corpus time → newest seeded time). Missing times get random ones.
 */
export function fitTimes(ctx: SeedContext, texts: (string | undefined)[], spreadDays = 120): string[] {
  const windowStart = SEED_BASE_MS - spreadDays * DAY_MS;
  const parsed = texts.map((t) => (t ? parseTime(t) : Number.NaN));
  const valid = parsed.filter((ms) => Number.isFinite(ms));
  if (valid.every((ms) => ms >= windowStart && ms <= SEED_BASE_MS)) {
    return parsed.map((ms) => (Number.isFinite(ms) ? formatTime(ms) : daysAgo(ctx.random.next() * spreadDays)));
  }
  const order = parsed
    .map((ms, index) => ({ ms: Number.isFinite(ms) ? ms : windowStart, index }))
    .sort((a, b) => b.ms - a.ms || a.index - b.index);
  const out: string[] = new Array<string>(texts.length);
  const step = (spreadDays * DAY_MS) / Math.max(order.length, 1);
  order.forEach(({ index }, rank) => {
    const jitter = ctx.random.next() * step * 0.8;
    out[index] = formatTime(SEED_BASE_MS - 2 * 60 * 60 * 1000 - rank * step - jitter);
  });
  return out;
}

export function tagId(ctx: SeedContext, type: number, code: string): number | undefined {
  return ctx.tagIds.get(`${type}:${code}`);
}

export function tagIdByName(ctx: SeedContext, type: number, name: string): number | undefined {
  return ctx.tagIds.get(`${type}:name:${name}`);
}

/**
 * Site-relative URL of a generated image; `label` is drawn into avatars, logos and event covers, `subject` picks the
 * pictogram of products, brands, logos and covers (picture-subjects.ts, issue 29 item 9).
 */
export function seedImage(kind: string, n: number, label?: string, subject?: PictureSubject): string {
  const url = `/api/files/seed/${kind}/${n}.svg`;
  const query = [label ? `label=${encodeURIComponent(label)}` : '', subject ? `subject=${subject}` : ''].filter(Boolean).join('&');
  return query ? `${url}?${query}` : url;
}
