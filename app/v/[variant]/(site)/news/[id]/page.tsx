import { permanentRedirect } from 'next/navigation';
import { EntityInteractions } from '@/components/comments/entity-interactions';
import { PageBody } from '@/components/layout/page-body';
import { NewsDetailView } from '@/components/news/news-detail-view';
import { NewsSiteColumn } from '@/components/right-column/news-site-column';
import { JsonLd } from '@/components/seo/json-ld';
import { entityPage } from '@/components/site/entity-page';
import { getCaseClassIds } from '@/lib/data/case';
import { getFirstComments } from '@/lib/data/comments';
import { getNewsDetail, getRelatedNews } from '@/lib/data/news';
import { serverEnv } from '@/lib/env';
import { isCase } from '@/lib/routing/news-links';
import { href } from '@/lib/routing/routes';
import { articleDescription, articleMetadata } from '@/lib/seo/article-metadata';
import { newsCrumbs } from '@/lib/seo/crumbs';
import { localePath } from '@/lib/seo/page-metadata';
import { breadcrumbJsonLd, newsArticleJsonLdOf } from '@/lib/seo/structured-data';
import { newsDetailTitle } from '@/lib/seo/templates';
import { sanitizeContentHtml } from '@/lib/shared/sanitize-html';

export const revalidate = 300;

export { generateStaticParams } from '@/components/site/on-demand';

/** F01: `/news/{id}`. */
const page = entityPage({
  load: async (id) => {
    const [news, cases] = await Promise.all([getNewsDetail(id), getCaseClassIds()]);
    return news && { news, isCase: isCase(news, cases) };
  },
  /** T03: `{news.title}_资讯_{site}`, keywords from seoKeywords (else the tag names), 120-char description. */
  metadata: ({ t, id, data: { news, isCase } }) =>
    // the page answers a case with its redirect (thrown once, by the page: a second throw here repeats `Location`)
    isCase ? {} : articleMetadata(t, news, { title: newsDetailTitle(t, news.title), path: href('/news/:id', { id }), twitter: true }),
  render: async ({ v, t, id, data: { news, isCase } }) => {
    // issue 31 item 1: a case has one URL, `/case/{id}`; its news URL answers 308 to it (in the page's language)
    if (isCase) permanentRedirect(localePath(href('/case/:id', { id }), v.locale));
    const description = articleDescription(news);
    const [related, comments] = await Promise.all([getRelatedNews(id), getFirstComments('news', id)]);
    return (
      <PageBody aside={<NewsSiteColumn t={t} variant={v} excludeId={id} sourceTagId={news.sourceTagId} />}>
        <JsonLd data={[newsArticleJsonLdOf(news, comments?.records ?? [], t, v.locale, description), breadcrumbJsonLd(newsCrumbs(t, v.locale, news), v.locale)]} />
        <NewsDetailView
          t={t}
          locale={v.locale}
          news={news}
          bodyHtml={sanitizeContentHtml(news.content, serverEnv().SITE_URL)}
          related={related}
          interactions={
            <EntityInteractions kind="news" entityId={news.id} likeCount={news.likeCount} favoriteCount={news.favoriteCount} commentCount={news.commentCount} comments={comments} />
          }
        />
      </PageBody>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
