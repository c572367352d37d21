import { JsonLd } from '@/components/seo/json-ld';
import { NotFoundBody } from '@/components/site/not-found-body';
import { withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { EntityInteractions } from '@/components/comments/entity-interactions';
import { PageBody } from '@/components/layout/page-body';
import { NewsDetailView } from '@/components/news/news-detail-view';
import { NewsSiteColumn } from '@/components/right-column/news-site-column';
import { getCaseDetail, getRelatedCases } from '@/lib/data/case';
import { serverEnv } from '@/lib/env';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { idPageParams } from '@/lib/routing/page-params';
import { href } from '@/lib/routing/routes';
import { caseArticleJsonLd } from '@/lib/seo/article-json-ld';
import { articleDescription, articleMetadata } from '@/lib/seo/article-metadata';
import { caseDetailTitle } from '@/lib/seo/templates';
import { sanitizeContentHtml } from '@/lib/shared/sanitize-html';

type Params = Promise<{ variant: string; id: string }>;

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

async function load(params: Params) {
  const { v, id } = await idPageParams(params);
  return { v, id, item: await getCaseDetail(id) };
}

/** T13 detail: `{case.title}_案例_{site}`, keywords from seoKeywords (else the tag names), 120-char description. */
export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { v, id, item } = await load(params);
  if (!item) return {};
  const t = createTranslate(getMessages(v.locale));
  return articleMetadata(t, item, { title: caseDetailTitle(t, item.title), path: href('/case/:id', { id }) });
});

/**
 * M05: `/case/{id}`: a published news item of a case class, read with the news reading and comment components;
 * any other news id, a draft or a missing id is a 404. The view is recorded like a news view.
 */
export default async function Page({ params }: { params: Params }) {
  const { v, id, item } = await load(params);
  if (!item) return <NotFoundBody />;
  const t = createTranslate(getMessages(v.locale));
  const related = await getRelatedCases(id, item.classTagId);
  const description = articleDescription(item);
  return (
    <PageBody aside={<NewsSiteColumn t={t} variant={v} excludeId={id} sourceTagId={item.sourceTagId} />}>
      <JsonLd data={caseArticleJsonLd(item, t, v.locale, description)} />
      <NewsDetailView
        t={t}
        locale={v.locale}
        kind="case"
        news={item}
        bodyHtml={sanitizeContentHtml(item.content, serverEnv().SITE_URL)}
        related={related}
        interactions={<EntityInteractions kind="news" entityId={item.id} likeCount={item.likeCount} favoriteCount={item.favoriteCount} commentCount={item.commentCount} />}
      />
    </PageBody>
  );
}
