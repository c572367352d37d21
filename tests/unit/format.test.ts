import { describe, expect, it } from 'vitest';
import { formatBadge, formatCount } from '@/lib/format/count';
import { DATE_TBD, formatDateRange } from '@/lib/format/date-range';
import { highlightSegments } from '@/lib/format/highlight';
import { maskEmail, maskIdNumber, maskMobile } from '@/lib/format/mask';
import { formatMessageTime, parseMessageTime, showsMessageTimeLabel } from '@/lib/format/message-time';
import { joinPhone, splitPhone } from '@/lib/format/phone';
import { formatPrice, formatPriceRange, formatYuan } from '@/lib/format/price';
import { formatRelativeTime } from '@/lib/format/relative-time';
import { formatApiTime, toEpochMs } from '@/lib/format/time';

describe('counts (Q01–Q04, Q21)', () => {
  it('Q01 999 shows as 999', () => {
    expect(formatCount(999)).toBe('999');
    expect(formatCount(0)).toBe('0');
  });
  it('Q02 1000 shows as 1,000 and 9999 as 9,999', () => {
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(9999)).toBe('9,999');
  });
  it('Q03 10000 shows 1.0万, 12345 shows 1.2万, 12999 shows 1.2万 (truncated)', () => {
    expect(formatCount(10000)).toBe('1.0万');
    expect(formatCount(12345)).toBe('1.2万');
    expect(formatCount(12999)).toBe('1.2万');
    expect(formatCount(19999)).toBe('1.9万');
    expect(formatCount(1234567)).toBe('123.4万');
  });
  it('Q04 99,999,999 and above show 9999.9万+; 99999998 shows 9999.9万', () => {
    expect(formatCount(99_999_999)).toBe('9999.9万+');
    expect(formatCount(5_000_000_000)).toBe('9999.9万+');
    expect(formatCount(99_999_998)).toBe('9999.9万');
  });
  it('missing or invalid counts show 0; numeric strings are read', () => {
    expect(formatCount(null)).toBe('0');
    expect(formatCount(undefined)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('0');
    expect(formatCount('12345')).toBe('1.2万');
  });
  it('Q21 badges cap at 99 and show 99+ above it', () => {
    expect(formatBadge(99)).toBe('99');
    expect(formatBadge(100)).toBe('99+');
    expect(formatBadge(0)).toBe('');
    expect(formatBadge(-1)).toBe('');
  });
});

/** Epoch ms of an Asia/Shanghai wall-clock time. */
function sh(text: string): number {
  const ms = toEpochMs(text);
  if (ms === null) throw new Error(text);
  return ms;
}

describe('relative time (Q05–Q09)', () => {
  const now = sh('2024-06-15 12:00:00');
  const zh = (value: string | number) => formatRelativeTime(value, { now, locale: 'zh' });
  const en = (value: string | number) => formatRelativeTime(value, { now, locale: 'en' });

  it('Q05 60 s or less shows 刚刚; future timestamps too', () => {
    expect(zh('2024-06-15 12:00:00')).toBe('刚刚');
    expect(zh('2024-06-15 11:59:00')).toBe('刚刚');
    expect(zh('2024-06-15 12:30:00')).toBe('刚刚');
    expect(en(now - 60_000)).toBe('just now');
  });
  it('Q06 61 s shows 1分钟前; under an hour shows whole minutes', () => {
    expect(zh('2024-06-15 11:58:59')).toBe('1分钟前');
    expect(zh('2024-06-15 11:00:01')).toBe('59分钟前');
    expect(en(now - 61_000)).toBe('1 minute ago');
    expect(en(now - 5 * 60_000)).toBe('5 minutes ago');
  });
  it('Q07 under a day shows whole hours', () => {
    expect(zh('2024-06-15 11:00:00')).toBe('1小时前');
    expect(zh('2024-06-14 12:00:01')).toBe('23小时前');
    expect(en(now - 3_600_000)).toBe('1 hour ago');
    expect(en(now - 3 * 3_600_000)).toBe('3 hours ago');
  });
  it('Q08 20 h ago shows 20小时前 even when it was yesterday; 24 h or more on yesterday shows 昨天', () => {
    expect(zh('2024-06-14 16:00:00')).toBe('20小时前');
    expect(zh('2024-06-14 12:00:00')).toBe('昨天');
    expect(zh('2024-06-14 00:00:00')).toBe('昨天');
    expect(en('2024-06-14 08:00:00')).toBe('yesterday');
    const late = sh('2024-06-15 23:30:00');
    expect(formatRelativeTime('2024-06-14 23:00:00', { now: late })).toBe('昨天');
  });
  it('Q09 older dates show MM-DD this year, YYYY-MM-DD before', () => {
    expect(zh('2024-06-13 23:59:59')).toBe('06-13');
    expect(zh('2024-01-02 08:00:00')).toBe('01-02');
    expect(zh('2023-12-31 08:00:00')).toBe('2023-12-31');
    expect(en('2023-12-31 08:00:00')).toBe('2023-12-31');
  });
  it('Q08 yesterday across a year boundary', () => {
    const newYear = sh('2024-01-01 12:00:00');
    expect(formatRelativeTime('2023-12-31 10:00:00', { now: newYear })).toBe('昨天');
    expect(formatRelativeTime('2023-12-30 10:00:00', { now: newYear })).toBe('2023-12-30');
  });
  it('accepts Date and epoch values; invalid input shows nothing', () => {
    expect(formatRelativeTime(new Date(now - 120_000), { now: new Date(now) })).toBe('2分钟前');
    expect(formatRelativeTime('not a date', { now })).toBe('');
    expect(formatRelativeTime(null, { now })).toBe('');
  });
  it('API times are Asia/Shanghai whatever the machine zone', () => {
    expect(toEpochMs('2024-06-15 12:00:00')).toBe(Date.UTC(2024, 5, 15, 4, 0, 0));
    expect(formatApiTime(Date.UTC(2024, 5, 15, 4, 0, 0))).toBe('2024-06-15 12:00:00');
    expect(toEpochMs('2024-02-30 00:00:00')).toBeNull();
  });
});

describe('message time (Q10, J17)', () => {
  it('Q10 YYYY-MM-DD HH:mm:ss in local time', () => {
    const d = new Date(2024, 0, 5, 7, 8, 9);
    expect(formatMessageTime(d)).toBe('2024-01-05 07:08:09');
    expect(formatMessageTime(d.getTime())).toBe('2024-01-05 07:08:09');
    expect(parseMessageTime('2024-01-05 07:08:09')).toBe(d.getTime());
    expect(formatMessageTime()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
  it('J17 a time label shows after more than 300000 ms since the previous message', () => {
    expect(showsMessageTimeLabel(null, '2024-01-05 07:08:09')).toBe(true);
    expect(showsMessageTimeLabel('2024-01-05 07:00:00', '2024-01-05 07:05:00')).toBe(false);
    expect(showsMessageTimeLabel('2024-01-05 07:00:00', '2024-01-05 07:05:01')).toBe(true);
  });
});

describe('masking (Q14–Q16)', () => {
  it('Q14 13812345678 shows as 138****5678', () => {
    expect(maskMobile('13812345678')).toBe('138****5678');
    expect(maskMobile('')).toBe('');
  });
  it('Q15 abcdef@x.com shows as ab***f@x.com', () => {
    expect(maskEmail('abcdef@x.com')).toBe('ab***f@x.com');
    expect(maskEmail('abcd@example.com')).toBe('ab*d@example.com');
    expect(maskEmail('ab@x.com')).toBe('a*@x.com');
  });
  it('Q16 110101199001011234 shows as 1101***********234', () => {
    expect(maskIdNumber('110101199001011234')).toBe('1101***********234');
  });
});

describe('price (Q19) and date range (Q18)', () => {
  it('Q19/S74 an invalid price shows -; valid prices have 2 decimals', () => {
    expect(formatPrice(12)).toBe('12.00');
    expect(formatPrice('9.9')).toBe('9.90');
    expect(formatPrice(0)).toBe('0.00');
    for (const bad of [null, undefined, '', 'abc', Number.NaN, -1, Number.POSITIVE_INFINITY]) expect(formatPrice(bad)).toBe('-');
    expect(formatYuan(199)).toBe('¥199.00');
    expect(formatYuan(null)).toBe('-');
    expect(formatPriceRange(10, 20)).toBe('¥10.00 - ¥20.00');
    expect(formatPriceRange(10, 10)).toBe('¥10.00');
    expect(formatPriceRange(20, 10)).toBe('-');
  });
  it('Q18/S73 an invalid event date range shows 时间待定 (TBD in en)', () => {
    expect(formatDateRange(null, '2024-06-01 10:00:00')).toBe('时间待定');
    expect(formatDateRange('garbage', null)).toBe('时间待定');
    expect(formatDateRange('2024-06-02 10:00:00', '2024-06-01 10:00:00')).toBe('时间待定');
    expect(formatDateRange('2024-06-01 10:00:00', 'x', { locale: 'en' })).toBe(DATE_TBD.en);
  });
  it('valid ranges', () => {
    expect(formatDateRange('2024-06-01 09:00:00', '2024-06-01 17:30:00')).toBe('2024-06-01 09:00 ~ 17:30');
    expect(formatDateRange('2024-06-01 09:00:00', '2024-06-03 17:00:00')).toBe('2024-06-01 09:00 ~ 06-03 17:00');
    expect(formatDateRange('2024-12-30 09:00:00', '2025-01-02 17:00:00')).toBe('2024-12-30 09:00 ~ 2025-01-02 17:00');
    expect(formatDateRange('2024-06-01 09:00:00', null)).toBe('2024-06-01 09:00');
  });
});

describe('highlight (Q13, E18)', () => {
  it('Q13 keeps at most 100 characters before the first match, starting with … when cut', () => {
    const text = `${'甲'.repeat(150)}包装机械${'乙'.repeat(10)}`;
    const segments = highlightSegments(text, '包装');
    const first = segments[0];
    expect(first?.match).toBe(false);
    expect(first?.text).toBe(`…${'甲'.repeat(100)}`);
    expect(segments[1]).toEqual({ text: '包装', match: true });
    expect(segments.map((s) => s.text).join('')).toBe(`…${text.slice(50)}`);
  });
  it('no cut when the match is within 100 characters', () => {
    const text = `${'a'.repeat(100)}Key`;
    expect(highlightSegments(text, 'key')).toEqual([
      { text: 'a'.repeat(100), match: false },
      { text: 'Key', match: true },
    ]);
  });
  it('flags every match of every term, case-insensitively', () => {
    expect(highlightSegments('Food and FOOD packaging', 'food pack')).toEqual([
      { text: 'Food', match: true },
      { text: ' and ', match: false },
      { text: 'FOOD', match: true },
      { text: ' ', match: false },
      { text: 'pack', match: true },
      { text: 'aging', match: false },
    ]);
  });
  it('E18 marks the words the API matched (the query cut into words), longest first, before any cut', () => {
    // 食品包装 was searched: the API answers the words it matched, 食品包装, 食品 and 包装.
    const text = `${'甲'.repeat(120)}食品的包装与食品包装`;
    const segments = highlightSegments(text, ['食品', '食品包装', '包装']);
    expect(segments[0]).toEqual({ text: `…${'甲'.repeat(100)}`, match: false });
    expect(segments.filter((s) => s.match).map((s) => s.text)).toEqual(['食品', '包装', '食品包装']);
    expect(highlightSegments('abc', [])).toEqual([{ text: 'abc', match: false }]);
    expect(highlightSegments('abc', [' ', ''])).toEqual([{ text: 'abc', match: false }]);
  });
  it('no keyword or no match returns the text unflagged; regex characters are literal', () => {
    expect(highlightSegments('abc', '')).toEqual([{ text: 'abc', match: false }]);
    expect(highlightSegments('abc', 'x')).toEqual([{ text: 'abc', match: false }]);
    expect(highlightSegments('a.c abc', '.')).toEqual([
      { text: 'a', match: false },
      { text: '.', match: true },
      { text: 'c abc', match: false },
    ]);
    expect(highlightSegments('', 'a')).toEqual([]);
  });
});

describe('phone (Q20)', () => {
  it('Q20 85212345678 becomes +852 and 12345678', () => {
    expect(splitPhone('85212345678')).toEqual({ code: '+852', number: '12345678' });
    expect(splitPhone('+85212345678')).toEqual({ code: '+852', number: '12345678' });
  });
  it('other codes by longest match', () => {
    expect(splitPhone('+85366123456')).toEqual({ code: '+853', number: '66123456' });
    expect(splitPhone('+886912345678')).toEqual({ code: '+886', number: '912345678' });
    expect(splitPhone('+442079460000')).toEqual({ code: '+44', number: '2079460000' });
    expect(splitPhone('+12025550123')).toEqual({ code: '+1', number: '2025550123' });
    expect(splitPhone('+12645551234')).toEqual({ code: '+1264', number: '5551234' });
    expect(splitPhone('008613812345678')).toEqual({ code: '+86', number: '13812345678' });
  });
  it('a bare mainland mobile keeps +86', () => {
    expect(splitPhone('13812345678')).toEqual({ code: '+86', number: '13812345678' });
    expect(splitPhone('')).toEqual({ code: '+86', number: '' });
  });
  it('joinPhone: +86 bare, others with the dial code', () => {
    expect(joinPhone('+86', '138 1234 5678')).toBe('13812345678');
    expect(joinPhone('+852', '12345678')).toBe('85212345678');
    expect(splitPhone(joinPhone('+852', '12345678'))).toEqual({ code: '+852', number: '12345678' });
  });
});
