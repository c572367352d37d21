import { NotFoundBody } from '@/components/site/not-found-body';
import { JsonLd } from '@/components/seo/json-ld';
import { itemListJsonLd, listEntries } from '@/lib/seo/structured-data';
import { NOINDEX } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { pastTheEnd } from '@/lib/routing/past-the-end';
import { HomeBanners } from '@/components/banner/home-banners';
import { PageBody } from '@/components/layout/page-body';
import { getPostList, type PostListKind } from '@/lib/data/post';
import { PostListView } from '@/components/post/post-list-view';
import { PostSiteColumn } from '@/components/right-column/post-site-column';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { communityListTitle, listDescription } from '@/lib/seo/templates';
import { href } from '@/lib/routing/routes';

export type PostListParams = Promise<{ variant: string; themeTag: string }>;

function themeName(data: NonNullable<Awaited<ReturnType<typeof getPostList>>>, locale: string): string | null {
  if (!data.theme) return null;
  return locale === 'en' && data.theme.enName ? data.theme.enName : data.theme.name;
}

export async function postListMetadata(kind: PostListKind, params: PostListParams): Promise<Metadata> {
  const { variant, themeTag } = await params;
  const v = parseVariant(variant);
  const t = createTranslate(getMessages(v.locale));
  const data = await getPostList(kind, decodeURIComponent(themeTag), v.page).catch(() => null);
  if (pastTheEnd(v.page, data?.list)) return {};
  const name = data ? themeName(data, v.locale) : null;
  return {
    title: communityListTitle(t, kind, name),
    description: listDescription(t, 'posts', name ?? t(kind === 'topic' ? 'community.topic' : 'community.demandSupply')),
    keywords: t('site.keywords'),
    alternates: { canonical: href('/community/:kind/:themeTag', { kind, themeTag: decodeURIComponent(themeTag) }) },
    // Issue 20 item 6: an empty theme is not indexed.
    ...(data && data.list.total === 0 ? { robots: NOINDEX } : {}),
  };
}

/** The page body shared by `/community/demand_supply/…`, `/community/topic/…` and their aliases; the supply/demand home has the banners (O29). */
export async function PostListPage({ kind, params }: { kind: PostListKind; params: PostListParams }) {
  const { variant, themeTag } = await params;
  const v = parseVariant(variant);
  const t = createTranslate(getMessages(v.locale));
  const active = decodeURIComponent(themeTag);
  const data = await getPostList(kind, active, v.page);
  if (!data || pastTheEnd(v.page, data.list)) return <NotFoundBody />;
  return (
    <PageBody aside={<PostSiteColumn t={t} locale={v.locale} mobile={v.device === 'mobile'} />}>
      {kind === 'demand_supply' && active === 'latest' && v.page === 1 && <HomeBanners site="post" />}
      <JsonLd data={itemListJsonLd(listEntries.posts(data.list.records), v.locale)} />
      <PostListView t={t} locale={v.locale} kind={kind} active={active} themes={data.themes} theme={data.theme} list={data.list} renderedAt={data.renderedAt} />
    </PageBody>
  );
}
