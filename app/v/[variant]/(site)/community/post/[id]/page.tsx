import { CircleSummary } from '@/components/circle/circle-summary';
import { PrivatePostGate } from '@/components/circle/private-circle-content';
import { PageBody } from '@/components/layout/page-body';
import { SectionOverride } from '@/components/layout/section-override';
import { PostDetailView } from '@/components/post/post-detail-view';
import { PostCircleColumn } from '@/components/right-column/post-circle-column';
import { PostSiteColumn } from '@/components/right-column/post-site-column';
import { JsonLd } from '@/components/seo/json-ld';
import { entityPage } from '@/components/site/entity-page';
import { TOPIC_SITE_TAG } from '@/lib/constants';
import { getCircleForMember } from '@/lib/data/circle';
import { getFirstComments } from '@/lib/data/comments';
import { getPostView, getRelatedPosts } from '@/lib/data/post';
import { localName } from '@/lib/format/tag-label';
import { href } from '@/lib/routing/routes';
import { NOINDEX } from '@/lib/seo/page-metadata';
import { postJsonLd } from '@/lib/seo/structured-data';
import { joinTitle, postDetailTitle, truncate } from '@/lib/seo/templates';

export const revalidate = 300;

export { generateStaticParams } from '@/components/site/on-demand';

/** G03: `/community/post/{id}`; a private circle's post shows visitors only the circle. */
const page = entityPage({
  load: getPostView,
  /** T05: `{post.title}_{tagName}_{site}`. */
  metadata: ({ v, t, id, data: { post, privateCircle } }) => {
    if (privateCircle) {
      // Issue 20 item 10: a private circle's post shows visitors only the circle: not indexed.
      return { title: joinTitle([t('crawl.privateCircleTitle'), privateCircle.circleName, t('site.name')]), alternates: { canonical: href('/community/post/:id', { id }) }, robots: NOINDEX };
    }
    const title = post.title || post.content.slice(0, 40);
    return {
      title: postDetailTitle(t, title, localName(v.locale, post.tagName, post.tagEnName)),
      description: truncate(post.content),
      keywords: [localName(v.locale, post.tagName, post.tagEnName), localName(v.locale, post.themeTagName, post.themeTagEnName), post.circleName].filter(Boolean).join(','),
      alternates: { canonical: href('/community/post/:id', { id }) },
      openGraph: { type: 'article', title, description: truncate(post.content), images: post.images.slice(0, 1) },
    };
  },
  render: async ({ v, t, id, data: { post, privateCircle } }) => {
    if (privateCircle) {
      const circle = await getCircleForMember(null, privateCircle.circleId);
      return (
        <PageBody aside={<PostCircleColumn t={t} locale={v.locale} circleId={privateCircle.circleId} mobile={v.device === 'mobile'} />}>
          {circle && <CircleSummary t={t} circle={circle} />}
          <PrivatePostGate postId={id} circleId={privateCircle.circleId} circleName={privateCircle.circleName} />
        </PageBody>
      );
    }
    const [related, comments] = await Promise.all([getRelatedPosts(post.id), getFirstComments('post', post.id)]);
    return (
      <PageBody aside={<PostSiteColumn t={t} locale={v.locale} hot="recent" mobile={v.device === 'mobile'} />}>
        <JsonLd data={postJsonLd(post, comments?.records ?? [], v.locale, t('common.anonymous'))} />
        <SectionOverride section={post.tagId === TOPIC_SITE_TAG ? 'topic' : 'supplyDemand'} />
        <PostDetailView t={t} locale={v.locale} post={post} related={related} comments={comments} />
      </PageBody>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
