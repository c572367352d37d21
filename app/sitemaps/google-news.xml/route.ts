import { getRecentNews } from '@/lib/data/sitemap';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { googleNewsXml } from '@/lib/seo/sitemap';

/** Read at request time: the window moves with the clock. */
export const dynamic = 'force-dynamic';

/** `/sitemaps/google-news.xml` (issue 20 item 1): the news of the last two days with `news:news` entries. */
export async function GET(): Promise<Response> {
  const t = createTranslate(getMessages('zh'));
  const items = await getRecentNews(Date.now());
  return new Response(googleNewsXml(items, { name: t('site.name'), language: 'zh-cn' }), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, must-revalidate' },
  });
}
