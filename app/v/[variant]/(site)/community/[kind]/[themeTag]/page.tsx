import { notFound } from 'next/navigation';
import { HomeBanners } from '@/components/banner/home-banners';
import { PageBody } from '@/components/layout/page-body';
import { PostListView } from '@/components/post/post-list-view';
import { PostSiteColumn } from '@/components/right-column/post-site-column';
import { JsonLd } from '@/components/seo/json-ld';
import { listPage } from '@/components/site/list-page';
import { getPostList, type PostListKind } from '@/lib/data/post';
import { localName } from '@/lib/format/tag-label';
import { href } from '@/lib/routing/routes';
import { NOINDEX } from '@/lib/seo/page-metadata';
import { itemListJsonLd, listEntries } from '@/lib/seo/structured-data';
import { communityListTitle, listDescription } from '@/lib/seo/templates';

export const revalidate = 300;

export { generateStaticParams } from '@/components/site/on-demand';

function kindOf(kind: string): PostListKind {
  if (kind === 'demand_supply' || kind === 'topic') return kind;
  notFound();
}

/**
 * G01, G02, G11, G12: `/community/demand_supply/:themeTag?`, `/community/topic/:themeTag?` and aliases; the
 * supply/demand home has the banners (O29).
 */
const page = listPage({
  filter: (p: { variant: string; kind: string; themeTag: string }) => ({ kind: kindOf(p.kind), active: decodeURIComponent(p.themeTag) }),
  load: (v, { kind, active }) => getPostList(kind, active, v.page),
  pageOf: (data) => data.list,
  metadata: ({ v, t, filter: { kind, active }, data }) => {
    const name = data.theme ? localName(v.locale, data.theme.name, data.theme.enName) : null;
    return {
      title: communityListTitle(t, kind, name),
      description: listDescription(t, 'posts', name ?? t(kind === 'topic' ? 'community.topic' : 'community.demandSupply')),
      keywords: t('site.keywords'),
      alternates: { canonical: href('/community/:kind/:themeTag', { kind, themeTag: active }) },
      // Issue 20 item 6: an empty theme is not indexed.
      ...(data.list.total === 0 ? { robots: NOINDEX } : {}),
    };
  },
  render: ({ v, t, filter: { kind, active }, data }) => (
    <PageBody aside={<PostSiteColumn t={t} locale={v.locale} mobile={v.device === 'mobile'} />}>
      {kind === 'demand_supply' && active === 'latest' && v.page === 1 && <HomeBanners site="post" />}
      <JsonLd data={itemListJsonLd(listEntries.posts(data.list.records), v.locale)} />
      <PostListView t={t} locale={v.locale} kind={kind} active={active} themes={data.themes} theme={data.theme} list={data.list} renderedAt={data.renderedAt} />
    </PageBody>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
