import { DEFAULT_LOCALE, type Locale } from '@/lib/constants';
import { formatMd, formatYmd, shanghaiDayNumber, shanghaiParts, toEpochMs, type TimeInput } from '@/lib/format/time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface RelativeTimeOptions {
  /** The present (epoch ms or Date); default Date.now(). Pass it so server and client agree. */
  now?: number | Date;
  locale?: Locale;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many} ago`;
}

/**
 * Relative time (Q05–Q09), rules in order: ≤ 60 s (and any future time) '刚刚'; under an hour 'N分钟前';
 * under a day 'N小时前'; 24 h or more and on yesterday's date '昨天'; else `MM-DD` this year or
 * `YYYY-MM-DD`. Calendar dates are Asia/Shanghai. Invalid input → ''.
 */
export function formatRelativeTime(value: TimeInput, options: RelativeTimeOptions = {}): string {
  const at = toEpochMs(value);
  if (at === null) return '';
  const now = options.now === undefined ? Date.now() : options.now instanceof Date ? options.now.getTime() : options.now;
  const en = (options.locale ?? DEFAULT_LOCALE) === 'en';
  const elapsed = now - at;

  if (elapsed <= MINUTE) return en ? 'just now' : '刚刚';
  if (elapsed < HOUR) {
    const n = Math.floor(elapsed / MINUTE);
    return en ? plural(n, 'minute', 'minutes') : `${n}分钟前`;
  }
  if (elapsed < DAY) {
    const n = Math.floor(elapsed / HOUR);
    return en ? plural(n, 'hour', 'hours') : `${n}小时前`;
  }
  if (shanghaiDayNumber(now) - shanghaiDayNumber(at) === 1) return en ? 'yesterday' : '昨天';
  const parts = shanghaiParts(at);
  return parts.year === shanghaiParts(now).year ? formatMd(parts) : formatYmd(parts);
}
