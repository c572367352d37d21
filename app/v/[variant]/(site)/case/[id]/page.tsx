import { EntityInteractions } from '@/components/comments/entity-interactions';
import { PageBody } from '@/components/layout/page-body';
import { NewsDetailView } from '@/components/news/news-detail-view';
import { NewsSiteColumn } from '@/components/right-column/news-site-column';
import { JsonLd } from '@/components/seo/json-ld';
import { entityPage } from '@/components/site/entity-page';
import { getCaseDetail, getRelatedCases } from '@/lib/data/case';
import { serverEnv } from '@/lib/env';
import { href } from '@/lib/routing/routes';
import { caseArticleJsonLd } from '@/lib/seo/article-json-ld';
import { articleDescription, articleMetadata } from '@/lib/seo/article-metadata';
import { caseDetailTitle } from '@/lib/seo/templates';
import { sanitizeContentHtml } from '@/lib/shared/sanitize-html';

export const revalidate = 300;

export { generateStaticParams } from '@/components/site/on-demand';

/**
 * M05: `/case/{id}`: a published news item of a case class, read with the news reading and comment components;
 * any other news id, a draft or a missing id is a 404. The view is recorded like a news view.
 */
const page = entityPage({
  load: getCaseDetail,
  /** T13 detail: `{case.title}_案例_{site}`, keywords from seoKeywords (else the tag names), 120-char description. */
  metadata: ({ t, id, data: item }) => articleMetadata(t, item, { title: caseDetailTitle(t, item.title), path: href('/case/:id', { id }) }),
  render: async ({ v, t, id, data: item }) => {
    const related = await getRelatedCases(id, item.classTagId);
    return (
      <PageBody aside={<NewsSiteColumn t={t} variant={v} excludeId={id} sourceTagId={item.sourceTagId} />}>
        <JsonLd data={caseArticleJsonLd(item, t, v.locale, articleDescription(item))} />
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
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
