import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, DIAL_CODES, countryLabel, countryOptions, findCountryByCode } from '@/lib/country-codes';
import { DEFAULT_COUNTRY_CODE } from '@/lib/constants';

describe('phone country codes', () => {
  it('about 230 entries with dial code, English and Chinese names, +86 first', () => {
    expect(COUNTRY_CODES.length).toBeGreaterThanOrEqual(220);
    expect(COUNTRY_CODES[0]).toEqual({ code: '+86', en: 'China', zh: '中国' });
    expect(DEFAULT_COUNTRY_CODE).toBe('+86');
    for (const c of COUNTRY_CODES) {
      expect(c.code).toMatch(/^\+\d{1,4}$/);
      expect(c.en.length).toBeGreaterThan(1);
      expect(c.zh).toMatch(/\p{Script=Han}/u);
    }
  });
  it('includes +852, +853, +886, +1 and +44', () => {
    for (const code of ['+852', '+853', '+886', '+1', '+44']) expect(DIAL_CODES).toContain(code);
    expect(findCountryByCode('+852')?.zh).toBe('中国香港');
    expect(findCountryByCode('853')?.zh).toBe('中国澳门');
    expect(findCountryByCode('+886')?.zh).toBe('中国台湾');
    expect(findCountryByCode('+1')?.en).toBe('United States');
    expect(findCountryByCode('+44')?.en).toBe('United Kingdom');
  });
  it('names are unique', () => {
    expect(new Set(COUNTRY_CODES.map((c) => c.en)).size).toBe(COUNTRY_CODES.length);
    expect(new Set(COUNTRY_CODES.map((c) => c.zh)).size).toBe(COUNTRY_CODES.length);
  });
  it('labels per locale', () => {
    expect(countryLabel(COUNTRY_CODES[0]!, 'zh')).toBe('中国 +86');
    expect(countryLabel(COUNTRY_CODES[0]!, 'en')).toBe('China +86');
  });
  it('V11 issue 18 item 7: each selector option names its code once (never "+86 China +86")', () => {
    for (const locale of ['zh', 'en'] as const) {
      const options = countryOptions(locale);
      expect(options[0]).toMatchObject({ value: '+86', label: locale === 'zh' ? '中国 +86' : 'China +86' });
      for (const o of options) expect(o.label.split(o.value).length - 1).toBe(1);
    }
  });
  it('dial codes are sorted longest first for prefix matching', () => {
    for (let i = 1; i < DIAL_CODES.length; i += 1) expect(DIAL_CODES[i - 1]!.length).toBeGreaterThanOrEqual(DIAL_CODES[i]!.length);
  });
});
