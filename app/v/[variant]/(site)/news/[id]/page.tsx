import { NotFoundBody } from '@/components/site/not-found-body';
import { localePath, withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { EntityInteractions } from '@/components/comments/entity-interactions';
import { PageBody } from '@/components/layout/page-body';
import { getNewsDetail, getRelatedNews } from '@/lib/data/news';
import { NewsDetailView } from '@/components/news/news-detail-view';
import { NewsSiteColumn } from '@/components/right-column/news-site-column';
import { sanitizeContentHtml } from '@/lib/shared/sanitize-html';
import { serverEnv } from '@/lib/env';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { breadcrumbJsonLd, newsArticleJsonLdOf } from '@/lib/seo/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { getFirstComments } from '@/lib/data/comments';
import { newsCrumbs } from '@/lib/seo/crumbs';
import { articleDescription, articleMetadata } from '@/lib/seo/article-metadata';
import { newsDetailTitle } from '@/lib/seo/templates';
import { idPageParams } from '@/lib/routing/page-params';
import { href } from '@/lib/routing/routes';
import { permanentRedirect } from 'next/navigation';
import { getCaseClassIds } from '@/lib/data/case';
import { isCase } from '@/lib/routing/news-links';


type Params = Promise<{ variant: string; id: string }>;

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

async function load(params: Params) {
  const { v, id } = await idPageParams(params);
  const [news, cases] = await Promise.all([getNewsDetail(id), getCaseClassIds()]);
  // issue 31 item 1: a case has one URL, `/case/{id}`; its news URL answers 308 to it (in the page's language)
  const caseUrl = news && isCase(news, cases) ? localePath(href('/case/:id', { id }), v.locale) : null;
  return { v, id, news, caseUrl };
}

/** T03: `{news.title}_资讯_{site}`, keywords from seoKeywords (else the tag names), 120-char description. */
export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { v, id, news, caseUrl } = await load(params);
  // the page answers a case with its redirect (thrown once, by the page: a second throw here repeats `Location`)
  if (!news || caseUrl) return {};
  const t = createTranslate(getMessages(v.locale));
  return articleMetadata(t, news, { title: newsDetailTitle(t, news.title), path: href('/news/:id', { id }), twitter: true });
});

/** F01: `/news/{id}`. */
export default async function Page({ params }: { params: Params }) {
  const { v, id, news, caseUrl } = await load(params);
  if (caseUrl) permanentRedirect(caseUrl);
  if (!news) return <NotFoundBody />;
  const t = createTranslate(getMessages(v.locale));
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
}
