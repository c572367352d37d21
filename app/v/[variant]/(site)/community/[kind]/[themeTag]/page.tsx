import { withPageMetadata } from '@/lib/seo/page-metadata';
import { notFound } from 'next/navigation';
import { PostListPage, postListMetadata } from '@/components/post/post-list-page';
import type { PostListKind } from '@/lib/data/post';

type Params = Promise<{ variant: string; kind: string; themeTag: string }>;

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

function kindOf(kind: string): PostListKind {
  if (kind === 'demand_supply' || kind === 'topic') return kind;
  notFound();
}

export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }) {
  return postListMetadata(kindOf((await params).kind), params);
});

/** G01, G02, G11, G12: `/community/demand_supply/:themeTag?`, `/community/topic/:themeTag?` and aliases. */
export default async function Page({ params }: { params: Params }) {
  return <PostListPage kind={kindOf((await params).kind)} params={params} />;
}
