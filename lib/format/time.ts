/**
 * Time helpers shared by the formatters. API times are `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai (UTC+8, no
 * daylight saving); calendar questions (yesterday, this year) are answered in that zone too, so the
 * server and the browser format the same way whatever the machine's zone.
 */
export const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

export type TimeInput = string | number | Date | null | undefined;

const API_TIME = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

/** Epoch ms of an API time, a timestamp (ms) or a Date; null when invalid. */
export function toEpochMs(value: TimeInput): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) {
    const ms = value.getTime();
    return Number.isFinite(ms) ? ms : null;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const n = Number(text);
    return Number.isFinite(n) ? n : null;
  }
  const m = API_TIME.exec(text);
  if (m) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
    const month = Number(mo);
    const day = Number(d);
    if (month < 1 || month > 12 || day < 1 || day > 31 || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
    const utc = Date.UTC(Number(y), month - 1, day, Number(h), Number(mi), Number(s));
    const check = new Date(utc);
    if (check.getUTCDate() !== day) return null;
    return utc - SHANGHAI_OFFSET_MS;
  }
  const parsed = Date.parse(text);
  return Number.isFinite(parsed) ? parsed : null;
}

export interface CalendarParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Calendar fields of an instant in Asia/Shanghai. */
export function shanghaiParts(ms: number): CalendarParts {
  const d = new Date(ms + SHANGHAI_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/** Days since the epoch of the Shanghai calendar date of an instant. */
export function shanghaiDayNumber(ms: number): number {
  return Math.floor((ms + SHANGHAI_OFFSET_MS) / 86_400_000);
}

export function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

export function formatYmd(p: CalendarParts): string {
  return `${p.year}-${pad2(p.month)}-${pad2(p.day)}`;
}

export function formatMd(p: CalendarParts): string {
  return `${pad2(p.month)}-${pad2(p.day)}`;
}

export function formatHm(p: CalendarParts): string {
  return `${pad2(p.hour)}:${pad2(p.minute)}`;
}

/** `YYYY-MM-DD HH:mm:ss` of an instant in Asia/Shanghai (the API's time format). */
export function formatApiTime(ms: number): string {
  const p = shanghaiParts(ms);
  return `${formatYmd(p)} ${formatHm(p)}:${pad2(p.second)}`;
}
