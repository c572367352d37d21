/**
 * Issue 20 items 2, 3, 6 and 8: every public template's metadata carries the canonical of its language, hreflang
 * alternates, Open Graph / Twitter tags with an absolute raster image, and page N of a list its own canonical.
 */
import { describe, expect, it } from 'vitest';
import { rasterImageUrl } from '@/lib/seo/images';
import { languageAlternates, localePath, localizeMetadata, NOINDEX, withPageMetadata } from '@/lib/seo/page-metadata';

const SITE = 'http://localhost:3000';

describe('issue 20 item 3: English by URL', () => {
  it('V02: the English version is the same URL with ?lang=en; the Chinese one the bare URL; other queries kept', () => {
    expect(localePath('/news/12', 'en')).toBe('/news/12?lang=en');
    expect(localePath('/news/12?lang=en', 'zh')).toBe('/news/12');
    expect(localePath('/news?page=2', 'en')).toBe('/news?page=2&lang=en');
    expect(languageAlternates('/circle/3')).toEqual({ 'zh-CN': '/circle/3', en: '/circle/3?lang=en', 'x-default': '/circle/3' });
  });

  it('V16/T20: each language version is its own canonical and names the other with hreflang', () => {
    const zh = localizeMetadata({ title: '标题_资讯_食包印产业社区', alternates: { canonical: '/news/12' } }, 'zh');
    expect(zh.alternates?.canonical).toBe('/news/12');
    expect(zh.alternates?.languages).toEqual({ 'zh-CN': '/news/12', en: '/news/12?lang=en', 'x-default': '/news/12' });
    const en = localizeMetadata({ title: 'Title_News_FPP Industry Community', alternates: { canonical: '/news/12' } }, 'en');
    expect(en.alternates?.canonical).toBe('/news/12?lang=en');
    expect(en.openGraph).toMatchObject({ url: `${SITE}/news/12?lang=en`, locale: 'en_US', siteName: 'FPP Industry Community' });
  });
});

describe('issue 20 items 2 and 8: Open Graph and Twitter on every public template', () => {
  it('T01: og:url, og:site_name and an absolute raster og:image (seed SVG → its PNG rendition)', () => {
    const meta = localizeMetadata(
      { title: 'x', description: 'd', alternates: { canonical: '/community/post/5' }, openGraph: { type: 'article', images: ['/api/files/seed/cover/7.svg?label=%E5%8C%85'] } },
      'zh',
    );
    expect(meta.openGraph).toMatchObject({ type: 'article', url: `${SITE}/community/post/5`, siteName: '食包印产业社区', title: 'x', description: 'd' });
    expect(meta.openGraph?.images).toEqual([{ url: `${SITE}/api/files/seed/cover/7.png?label=%E5%8C%85` }]);
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', images: [`${SITE}/api/files/seed/cover/7.png?label=%E5%8C%85`] });
  });

  it('a page without a picture gets the site’s raster image and a summary card', () => {
    const meta = localizeMetadata({ title: 't', alternates: { canonical: '/people' } }, 'zh');
    expect(meta.openGraph?.images).toEqual([{ url: `${SITE}/og-default.png` }]);
    expect(meta.twitter).toMatchObject({ card: 'summary' });
  });

  it('rasterImageUrl: absolute, seed SVG → PNG, uploads kept, other SVG and other schemes refused', () => {
    expect(rasterImageUrl('/api/files/seed/avatar/3.svg')).toBe(`${SITE}/api/files/seed/avatar/3.png`);
    expect(rasterImageUrl('/api/files/oss/image/avatar/ab.jpg')).toBe(`${SITE}/api/files/oss/image/avatar/ab.jpg`);
    expect(rasterImageUrl('https://cdn.example.com/a.webp')).toBe('https://cdn.example.com/a.webp');
    expect(rasterImageUrl('/uploads/x.svg')).toBeNull();
    expect(rasterImageUrl('javascript:alert(1)')).toBeNull();
    expect(rasterImageUrl('')).toBeNull();
  });
});

describe('issue 20 item 6: paged lists and thin pages', () => {
  it('Q17: page N is its own canonical with its number in the title (zh and en)', async () => {
    const generate = withPageMetadata(async () => ({ title: '资讯_食包印产业社区', alternates: { canonical: '/news' } }));
    const page3 = await generate({ params: Promise.resolve({ variant: 'zh.desktop.3' }) });
    expect(page3.title).toBe('资讯_食包印产业社区_第3页');
    expect(page3.alternates?.canonical).toBe('/news?page=3');
    expect(page3.alternates?.languages).toMatchObject({ en: '/news?page=3&lang=en' });
    const en2 = await generate({ params: Promise.resolve({ variant: 'en.mobile.2' }) });
    expect(en2.title).toBe('资讯_食包印产业社区_Page 2');
    expect(en2.alternates?.canonical).toBe('/news?page=2&lang=en');
    const first = await generate({ params: Promise.resolve({ variant: 'zh.desktop.1' }) });
    expect(first.title).toBe('资讯_食包印产业社区');
    expect(first.alternates?.canonical).toBe('/news');
  });

  it('E11: search result pages are noindex (links followed)', async () => {
    const generate = withPageMetadata(async () => ({ title: 's' }), { noindex: true });
    expect((await generate({ params: Promise.resolve({ variant: 'zh.desktop.1' }) })).robots).toEqual(NOINDEX);
  });
});
