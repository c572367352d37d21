import { COUNT_CAP, COUNT_CAP_LABEL, COUNT_WAN } from '@/lib/constants';

/** `1234567` → `1,234,567`. */
export function withThousandsSeparators(n: number): string {
  const sign = n < 0 ? '-' : '';
  return sign + String(Math.abs(Math.trunc(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Counts (Q01–Q04): below 1,000 as is; 1,000–9,999 with thousands separators; from 10,000 in 万 with one
 * decimal, truncated (12999 → 1.2万); at or above 99,999,999 '9999.9万+'. Missing or invalid → '0'.
 */
export function formatCount(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (n === null || n === undefined || !Number.isFinite(n)) return '0';
  const whole = Math.trunc(n);
  if (whole >= COUNT_CAP) return COUNT_CAP_LABEL;
  if (whole >= COUNT_WAN) {
    const tenths = Math.floor(whole / 1000);
    return `${Math.floor(tenths / 10)}.${tenths % 10}万`;
  }
  if (Math.abs(whole) >= 1000) return withThousandsSeparators(whole);
  return String(whole);
}

/** A badge count: above the cap shows `99+` (Q21); zero or less shows nothing. */
export function formatBadge(value: number | null | undefined, cap = 99): string {
  if (value === null || value === undefined || !Number.isFinite(value) || value <= 0) return '';
  return value > cap ? `${cap}+` : String(Math.trunc(value));
}
