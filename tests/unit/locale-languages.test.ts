import { describe, expect, it } from 'vitest';
import { en } from '@/locales/en';
import { zh } from '@/locales/zh';

/**
 * V04/V05/V06, issue 18 item 4: each catalogue speaks its own language. The zh catalogue holds no
 * Latin-only text where the specification gives Chinese (it once held 'Please join the circle first before
 * publishing' for S49), and the en catalogue holds no Chinese. Placeholders (`{n}`) are not words.
 */
const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;
const words = (value: string) => value.replace(/\{\w+\}/g, '');

/** zh values that are rightly not Chinese: V06 system errors kept in English, the English language name. */
const ZH_NOT_CHINESE: Record<string, string> = {
  'error.notFound': 'V06: kept in English in both locales',
  'error.unknownMiddleware': 'V06',
  'auth.verifyFailed': 'V06',
  'lang.en': 'the language switch names English in English',
};
/** en values that rightly hold Chinese: the language switch names Chinese in Chinese. */
const EN_CHINESE: Record<string, string> = {
  'lang.zh': 'the language switch names Chinese in Chinese',
};

describe('catalogue languages', () => {
  it('zh has no Latin-only value outside the V06 system errors', () => {
    const latinOnly = Object.entries(zh)
      .filter(([key]) => !(key in ZH_NOT_CHINESE))
      .filter(([, value]) => /[A-Za-z]{2,}/.test(words(value)) && !CJK.test(value))
      .map(([key, value]) => `${key}: ${value}`);
    expect(latinOnly).toEqual([]);
  });

  it('S49 the join-first message is Chinese in zh and the specification text in en', () => {
    expect(zh['editor.joinFirst']).toBe('请先加入圈子再发布');
    expect(en['editor.joinFirst']).toBe('Please join the circle first before publishing');
  });

  it('en has no Chinese outside the language name', () => {
    const chinese = Object.entries(en)
      .filter(([key]) => !(key in EN_CHINESE))
      .filter(([, value]) => CJK.test(value))
      .map(([key, value]) => `${key}: ${value}`);
    expect(chinese).toEqual([]);
  });
});
