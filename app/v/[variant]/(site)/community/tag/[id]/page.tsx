import { PageBody } from '@/components/layout/page-body';
import { PostCard } from '@/components/post/post-card';
import styles from '@/components/post/post-list-view.module.css';
import { PostSiteColumn } from '@/components/right-column/post-site-column';
import { JsonLd } from '@/components/seo/json-ld';
import { listPage } from '@/components/site/list-page';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { getTagPosts } from '@/lib/data/post';
import { localName } from '@/lib/format/tag-label';
import { numericParam } from '@/lib/routing/page-params';
import { href } from '@/lib/routing/routes';
import { itemListJsonLd, listEntries } from '@/lib/seo/structured-data';
import { joinTitle, listDescription } from '@/lib/seo/templates';

export const revalidate = 300;

export { generateStaticParams } from '@/components/site/on-demand';

/** G04: `/community/tag/{id}`: posts of one tag, paged. */
const page = listPage({
  filter: (p: { variant: string; id: string }) => numericParam(p.id),
  load: (v, id) => getTagPosts(id, v.page),
  pageOf: (data) => data.list,
  metadata: ({ v, t, filter: id, data }) => {
    const name = localName(v.locale, data.tag.name, data.tag.enName);
    return {
      title: joinTitle([t('community.tagPosts', { name }), t('seo.communitySuffix'), t('site.name')]),
      description: data.tag.description ?? listDescription(t, 'posts', t('community.tagPosts', { name })),
      alternates: { canonical: href('/community/tag/:id', { id }) },
    };
  },
  render: ({ v, t, filter: id, data }) => (
    <PageBody aside={<PostSiteColumn t={t} locale={v.locale} mobile={v.device === 'mobile'} />}>
      <JsonLd data={itemListJsonLd(listEntries.posts(data.list.records), v.locale)} />
      <section data-testid="tag-posts">
        <h1 className={styles.heading}>{t('community.tagPosts', { name: localName(v.locale, data.tag.name, data.tag.enName) })}</h1>
        {data.list.records.length === 0 ? (
          <EmptyState text={t('common.empty')} />
        ) : (
          data.list.records.map((post) => <PostCard key={post.id} post={post} t={t} locale={v.locale} now={data.renderedAt} />)
        )}
        <Pagination t={t} basePath={href('/community/tag/:id', { id })} current={data.list.current} pages={data.list.pages} />
      </section>
    </PageBody>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
