import { describe, expect, it } from 'vitest';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { articleDescription, articleMetadata } from '@/lib/seo/article-metadata';

const t = createTranslate(getMessages('zh'));
const article = { title: '杯盖膜减塑改造', summary: null, content: '<p>正文 <b>第一段</b></p>', seoKeywords: null, tags: [{ name: '减塑' }, { name: '软包装' }], coverImg: null };

describe('T03/T13 article metadata (news items and cases)', () => {
  it('describes by the summary, else the body text; keywords from seoKeywords, else the tag names', () => {
    expect(articleDescription(article)).toBe('正文 第一段');
    expect(articleDescription({ ...article, summary: '摘要' })).toBe('摘要');
    const meta = articleMetadata(t, article, { title: 'T', path: '/case/7' });
    expect(meta).toMatchObject({ title: 'T', description: '正文 第一段', keywords: '减塑,软包装', alternates: { canonical: '/case/7' } });
    expect(meta.openGraph).toMatchObject({ type: 'article', title: '杯盖膜减塑改造', images: undefined, siteName: t('site.name') });
    expect(String((meta.openGraph as { url?: unknown }).url)).toMatch(/\/case\/7$/);
    expect(meta.twitter).toBeUndefined();
    expect(articleMetadata(t, { ...article, seoKeywords: '瓶盖' }, { title: 'T', path: '/case/7' }).keywords).toBe('瓶盖');
  });

  it('a news item also gets the Twitter card, large with a cover', () => {
    expect(articleMetadata(t, article, { title: 'T', path: '/news/1', twitter: true }).twitter).toEqual({ card: 'summary', title: article.title, description: '正文 第一段' });
    expect(articleMetadata(t, { ...article, coverImg: '/c.jpg' }, { title: 'T', path: '/news/1', twitter: true }).twitter).toMatchObject({ card: 'summary_large_image' });
  });
});
