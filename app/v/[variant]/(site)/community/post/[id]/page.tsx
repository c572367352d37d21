import { NotFoundBody } from '@/components/site/not-found-body';
import { NOINDEX, withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { localName } from '@/lib/format/tag-label';
import { PageBody } from '@/components/layout/page-body';
import { SectionOverride } from '@/components/layout/section-override';
import { PostDetailView } from '@/components/post/post-detail-view';
import { PostSiteColumn } from '@/components/right-column/post-site-column';
import { getPostView, getRelatedPosts } from '@/lib/data/post';
import { PrivatePostGate } from '@/components/circle/private-circle-content';
import { CircleSummary } from '@/components/circle/circle-summary';
import { getCircleForMember } from '@/lib/data/circle';
import { JsonLd } from '@/components/seo/json-ld';
import { getFirstComments } from '@/lib/data/comments';
import { postJsonLd } from '@/lib/seo/structured-data';
import { PostCircleColumn } from '@/components/right-column/post-circle-column';
import { TOPIC_SITE_TAG } from '@/lib/constants';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { joinTitle, postDetailTitle, truncate } from '@/lib/seo/templates';
import { idPageParams } from '@/lib/routing/page-params';
import { href } from '@/lib/routing/routes';

type Params = Promise<{ variant: string; id: string }>;

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

async function load(params: Params) {
  const { v, id } = await idPageParams(params);
  const view = await getPostView(id);
  return { v, id, post: view?.post ?? null, privateCircle: view?.privateCircle ?? null };
}

/** T05: `{post.title}_{tagName}_{site}`. */
export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { v, id, post, privateCircle } = await load(params);
  const t = createTranslate(getMessages(v.locale));
  if (privateCircle) {
    // Issue 20 item 10: a private circle's post shows visitors only the circle: not indexed.
    return { title: joinTitle([t('crawl.privateCircleTitle'), privateCircle.circleName, t('site.name')]), alternates: { canonical: href('/community/post/:id', { id }) }, robots: NOINDEX };
  }
  if (!post) return {};
  const title = post.title || post.content.slice(0, 40);
  return {
    title: postDetailTitle(t, title, localName(v.locale, post.tagName, post.tagEnName)),
    description: truncate(post.content),
    keywords: [localName(v.locale, post.tagName, post.tagEnName), localName(v.locale, post.themeTagName, post.themeTagEnName), post.circleName].filter(Boolean).join(','),
    alternates: { canonical: href('/community/post/:id', { id }) },
    openGraph: { type: 'article', title, description: truncate(post.content), images: post.images.slice(0, 1) },
  };
});

/** G03: `/community/post/{id}`. */
export default async function Page({ params }: { params: Params }) {
  const { v, id, post, privateCircle } = await load(params);
  const t = createTranslate(getMessages(v.locale));
  if (privateCircle) {
    const circle = await getCircleForMember(null, privateCircle.circleId);
    return (
      <PageBody aside={<PostCircleColumn t={t} locale={v.locale} circleId={privateCircle.circleId} mobile={v.device === 'mobile'} />}>
        {circle && <CircleSummary t={t} circle={circle} />}
        <PrivatePostGate postId={id} circleId={privateCircle.circleId} circleName={privateCircle.circleName} />
      </PageBody>
    );
  }
  if (!post) return <NotFoundBody />;
  const [related, comments] = await Promise.all([getRelatedPosts(post.id), getFirstComments('post', post.id)]);
  return (
    <PageBody aside={<PostSiteColumn t={t} locale={v.locale} hot="recent" mobile={v.device === 'mobile'} />}>
      <JsonLd data={postJsonLd(post, comments?.records ?? [], v.locale, t('common.anonymous'))} />
      <SectionOverride section={post.tagId === TOPIC_SITE_TAG ? 'topic' : 'supplyDemand'} />
      <PostDetailView t={t} locale={v.locale} post={post} related={related} comments={comments} />
    </PageBody>
  );
}
