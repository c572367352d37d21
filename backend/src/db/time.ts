/**
 * Times of content are `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai (UTC+8, no daylight saving).
 */
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

export function formatTime(date: Date | number): string {
  const ms = typeof date === 'number' ? date : date.getTime();
  return new Date(ms + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

export function nowText(): string {
  return formatTime(Date.now());
}

/** Epoch ms of a `YYYY-MM-DD HH:mm:ss` Shanghai time (NaN when unparsable). */
export function parseTime(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) return Number.NaN;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)) - SHANGHAI_OFFSET_MS;
}
