import { MESSAGE_TIME_LABEL_GAP_MS } from '@/lib/constants';
import { pad2, toEpochMs, type TimeInput } from '@/lib/format/time';

/** `YYYY-MM-DD HH:mm:ss` in the machine's local time (Q10: message sentTime). Invalid → ''. */
export function formatMessageTime(value: TimeInput = Date.now()): string {
  const ms = typeof value === 'string' ? (parseMessageTime(value) ?? toEpochMs(value)) : toEpochMs(value);
  if (ms === null) return '';
  const d = new Date(ms);
  return (
    `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())} ` +
    `${pad2(d.getHours())}:${pad2(d.getMinutes())}:${pad2(d.getSeconds())}`
  );
}

/** Local-time `YYYY-MM-DD HH:mm:ss` back to epoch ms; null when invalid. */
export function parseMessageTime(text: string | null | undefined): number | null {
  if (!text) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  return Number.isFinite(date.getTime()) ? date.getTime() : null;
}

/** J17: a time label shows before a message sent more than 300000 ms after the previous one (or the first). */
export function showsMessageTimeLabel(previousSentTime: string | null | undefined, sentTime: string): boolean {
  const current = parseMessageTime(sentTime);
  const previous = parseMessageTime(previousSentTime);
  if (current === null) return false;
  if (previous === null) return true;
  return current - previous > MESSAGE_TIME_LABEL_GAP_MS;
}
