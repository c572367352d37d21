import { DEFAULT_LOCALE, type Locale } from '@/lib/constants';
import { formatHm, formatMd, formatYmd, shanghaiParts, toEpochMs, type TimeInput } from '@/lib/format/time';

export const DATE_TBD = { zh: '时间待定', en: 'TBD' } as const satisfies Record<Locale, string>;

/**
 * An event's time range (Q18/S73), Asia/Shanghai:
 * same day `YYYY-MM-DD HH:mm ~ HH:mm`; same year `YYYY-MM-DD HH:mm ~ MM-DD HH:mm`; else both in full;
 * no end → the start alone. A missing or invalid start, an invalid end or an end before the start →
 * '时间待定' ('TBD' in en).
 */
export function formatDateRange(start: TimeInput, end: TimeInput, options: { locale?: Locale } = {}): string {
  const tbd = DATE_TBD[options.locale ?? DEFAULT_LOCALE];
  const from = toEpochMs(start);
  if (from === null) return tbd;
  const a = shanghaiParts(from);
  const startText = `${formatYmd(a)} ${formatHm(a)}`;
  if (end === null || end === undefined || end === '') return startText;
  const to = toEpochMs(end);
  if (to === null || to < from) return tbd;
  const b = shanghaiParts(to);
  if (a.year === b.year && a.month === b.month && a.day === b.day) return `${startText} ~ ${formatHm(b)}`;
  if (a.year === b.year) return `${startText} ~ ${formatMd(b)} ${formatHm(b)}`;
  return `${startText} ~ ${formatYmd(b)} ${formatHm(b)}`;
}
