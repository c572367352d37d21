import { describe, expect, it } from 'vitest';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { zh } from '@/locales/zh';

/** V05 (the en interface reads as English): a count of one takes the singular ("1 person", not "1 people"). */
describe('V05 English counts', () => {
  const en = createTranslate(getMessages('en'));

  it('one takes the singular, other counts the plural', () => {
    expect(en('company.staffCount', { n: 1 })).toBe('1 person');
    expect(en('company.staffCount', { n: 3 })).toBe('3 people');
    expect(en('company.staffCount', { n: 0 })).toBe('0 people');
    expect(en('circle.posts', { n: 1 })).toBe('1 post');
    expect(en('comment.viewReplies', { n: 1 })).toBe('View 1 reply');
    expect(en('events.remaining', { n: 1 })).toBe('1 seat left');
    expect(en('chain.searchResults', { n: 1, keyword: 'bag' })).toBe('1 company for “bag”');
    expect(en('circle.removeConfirm', { n: 1 })).toBe('Remove the selected member?');
    expect(en('circle.removeConfirm', { n: 4 })).toBe('Remove the 4 selected members?');
  });

  it('a formatted count (万, strings) chooses by its number; a non-number is plural', () => {
    expect(en('common.views', { n: '1' })).toBe('1 view');
    expect(en('common.views', { n: '1.2万' })).toBe('1.2万 views');
  });

  it('no English message is left with a bare count before a plural noun, and zh has no plural forms', () => {
    const bare = Object.entries(getMessages('en')).filter(([, text]) => /\{(n|total|count)\} (people|[a-z]+s)\b/.test(text) && !/characters|MB|at most/.test(text));
    expect(bare).toEqual([]);
    expect(Object.values(zh).filter((text) => text.includes(', plural,'))).toEqual([]);
  });
});
