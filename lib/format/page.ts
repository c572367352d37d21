import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@/lib/constants';

function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/** Q17/R52: a page number that is not a positive number (0, −1, 'abc', empty, missing) becomes 1. */
export function normalizePage(value: unknown): number {
  const raw = first(value);
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return 1;
  const n = typeof raw === 'number' ? raw : Number(raw);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.floor(n);
}

/** A page size: positive, at most `max` (100), else `fallback` (10). */
export function normalizePageSize(value: unknown, fallback: number = DEFAULT_PAGE_SIZE, max: number = MAX_PAGE_SIZE): number {
  const raw = first(value);
  const n = typeof raw === 'number' ? raw : Number(raw);
  if (raw === null || raw === undefined || raw === '' || !Number.isFinite(n) || n < 1) return fallback;
  return Math.min(Math.floor(n), max);
}
