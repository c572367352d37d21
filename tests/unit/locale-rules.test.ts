// @vitest-environment node
/** Locale rules (group V): the nickname lock only in zh (V08), site pages in their English variant in en (V10). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSitePage } from '@/lib/data/basic';
import { validationText } from '@/lib/validation/messages';
import { validateNickname } from '@/lib/validation/profile';

describe('V08 the nickname in each interface', () => {
  const locked = { nameEditable: false, originalNickname: '老周' };
  const text = (issue: ReturnType<typeof validateNickname>, locale: 'zh' | 'en') => (issue ? validationText(issue, locale) : null);

  it('V08 in zh a locked nickname cannot change (昵称不可修改)', () => {
    expect(text(validateNickname('周子航', { locale: 'zh', ...locked }), 'zh')).toBe('昵称不可修改');
    expect(validateNickname('老周', { locale: 'zh', ...locked })).toBeNull();
  });

  it('V08 in en the lock does not apply: the nickname follows R17 (required, named: Enter a nickname) and R18 (40 characters) only', () => {
    expect(validateNickname('Zhou Zihang', { locale: 'en', ...locked })).toBeNull();
    expect(text(validateNickname('   ', { locale: 'en', ...locked }), 'en')).toBe('Enter a nickname');
    expect(validateNickname('x'.repeat(40), { locale: 'en', ...locked })).toBeNull();
    expect(validateNickname('x'.repeat(43), { locale: 'en', ...locked })).toEqual({ key: 'validation.overLimit', values: { n: 3 } });
  });
});

describe('V10 site pages in en', () => {
  const urls: string[] = [];
  let pages: Record<string, { title: string | null; content: string | null }>;

  beforeEach(() => {
    urls.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string | URL | Request) => {
        const code = new URL(String(url)).searchParams.get('code') ?? '';
        urls.push(code);
        const page = pages[code];
        const body = page ? { code: 0, msg: 'ok', data: { code, url: null, qRCodeImage: null, description: null, name: null, notes: null, ...page } } : { code: 404, msg: 'not found', data: null };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('V10 the en interface reads {code}_en; zh reads the code itself', async () => {
    pages = { about_us: { title: '关于我们', content: '<p>平台介绍</p>' }, about_us_en: { title: 'About us', content: '<p>About the platform</p>' } };
    expect((await getSitePage('about_us', 'en'))?.title).toBe('About us');
    expect(urls).toEqual(['about_us_en']);
    urls.length = 0;
    expect((await getSitePage('about_us', 'zh'))?.title).toBe('关于我们');
    expect(urls).toEqual(['about_us']);
  });

  it('V10 an English variant that is missing or empty falls back to the zh page', async () => {
    pages = { privacy_policy: { title: '隐私政策', content: '<p>隐私</p>' }, privacy_policy_en: { title: null, content: null } };
    expect((await getSitePage('privacy_policy', 'en'))?.title).toBe('隐私政策');
    expect(urls).toEqual(['privacy_policy_en', 'privacy_policy']);
    urls.length = 0;
    pages = { user_agreement: { title: '用户协议', content: '<p>协议</p>' } };
    expect((await getSitePage('user_agreement', 'en'))?.title).toBe('用户协议');
    expect(urls).toEqual(['user_agreement_en', 'user_agreement']);
  });
});
