import { NotFoundBody } from '@/components/site/not-found-body';
import { JsonLd } from '@/components/seo/json-ld';
import { itemListJsonLd, listEntries } from '@/lib/seo/structured-data';
import { withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { pastTheEnd } from '@/lib/routing/past-the-end';
import { notFound } from 'next/navigation';
import { PageBody } from '@/components/layout/page-body';
import { getTagPosts } from '@/lib/data/post';
import { PostCard } from '@/components/post/post-card';
import styles from '@/components/post/post-list-view.module.css';
import { PostSiteColumn } from '@/components/right-column/post-site-column';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { joinTitle, listDescription } from '@/lib/seo/templates';
import { href } from '@/lib/routing/routes';

type Params = Promise<{ variant: string; id: string }>;

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

async function load(params: Params) {
  const { variant, id } = await params;
  if (!/^\d+$/.test(id)) notFound();
  const v = parseVariant(variant);
  return { v, id: Number(id), data: await getTagPosts(Number(id), v.page) };
}

export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { v, id, data } = await load(params);
  if (!data || pastTheEnd(v.page, data.list)) return {};
  const t = createTranslate(getMessages(v.locale));
  const name = v.locale === 'en' && data.tag.enName ? data.tag.enName : data.tag.name;
  return {
    title: joinTitle([t('community.tagPosts', { name }), t('seo.communitySuffix'), t('site.name')]),
    description: data.tag.description ?? listDescription(t, 'posts', t('community.tagPosts', { name })),
    alternates: { canonical: href('/community/tag/:id', { id }) },
  };
});

/** G04: `/community/tag/{id}`: posts of one tag, paged. */
export default async function Page({ params }: { params: Params }) {
  const { v, id, data } = await load(params);
  if (!data || pastTheEnd(v.page, data.list)) return <NotFoundBody />;
  const t = createTranslate(getMessages(v.locale));
  const name = v.locale === 'en' && data.tag.enName ? data.tag.enName : data.tag.name;
  return (
    <PageBody aside={<PostSiteColumn t={t} locale={v.locale} mobile={v.device === 'mobile'} />}>
      <JsonLd data={itemListJsonLd(listEntries.posts(data.list.records), v.locale)} />
      <section data-testid="tag-posts">
        <h1 className={styles.heading}>{t('community.tagPosts', { name })}</h1>
        {data.list.records.length === 0 ? (
          <EmptyState text={t('common.empty')} />
        ) : (
          data.list.records.map((post) => <PostCard key={post.id} post={post} t={t} locale={v.locale} now={data.renderedAt} />)
        )}
        <Pagination t={t} basePath={href('/community/tag/:id', { id })} current={data.list.current} pages={data.list.pages} />
      </section>
    </PageBody>
  );
}
