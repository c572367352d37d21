import { NotFoundBody } from '@/components/site/not-found-body';
import { withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { pastTheEnd } from '@/lib/routing/past-the-end';
import { ChainPageView } from '@/components/industry-chain/chain-page-view';
import { getChainPage } from '@/lib/data/catalogue';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { href } from '@/lib/routing/routes';
import { parseVariant } from '@/lib/routing/variant';
import { chainMetadata } from '@/lib/seo/chain-seo';

type Params = Promise<{ variant: string }>;

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

/** T09 on the explorer home (products, no level). */
export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const v = parseVariant((await params).variant);
  if (pastTheEnd(v.page, (await getChainPage('product', [], v.page))?.list.page)) return {};
  return chainMetadata(createTranslate(getMessages(v.locale)), 'product', [], href('/industry-chain'));
});

/** N01: `/industry-chain`: the entity switch, the top-level product categories and the products. */
export default async function Page({ params }: { params: Params }) {
  const v = parseVariant((await params).variant);
  const data = await getChainPage('product', [], v.page);
  if (!data || pastTheEnd(v.page, data.list.page)) return <NotFoundBody />;
  return <ChainPageView t={createTranslate(getMessages(v.locale))} locale={v.locale} entity="product" data={data} />;
}
