import { NotFoundBody } from '@/components/site/not-found-body';
import { withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { pastTheEnd } from '@/lib/routing/past-the-end';
import { notFound } from 'next/navigation';
import { ChainPageView } from '@/components/industry-chain/chain-page-view';
import { chainPath, localName } from '@/components/industry-chain/chain-path';
import { isChainEntityType } from '@/lib/contract/catalogue';
import { getChainPage } from '@/lib/data/catalogue';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { chainMetadata } from '@/lib/seo/chain-seo';

type Params = Promise<{ variant: string; entityType: string; levels?: string[] }>;

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

/** N02: only product | brand | company, up to three numeric level ids; anything else is a 404. */
async function load(params: Params) {
  const { variant, entityType, levels = [] } = await params;
  if (!isChainEntityType(entityType) || levels.length > 3 || !levels.every((s) => /^[1-9]\d{0,15}$/.test(s))) notFound();
  const v = parseVariant(variant);
  const ids = levels.map(Number);
  return { v, entity: entityType, ids, data: await getChainPage(entityType, ids, v.page) };
}

/** T09: `{levels}_{产品|品牌|企业}_产业链_{site}`. */
export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { v, entity, ids, data } = await load(params);
  if (!data || pastTheEnd(v.page, data.list.page)) return {};
  return chainMetadata(createTranslate(getMessages(v.locale)), entity, data.levels.map((l) => localName(l.tag, v.locale)), chainPath(entity, ids));
});

/** N02–N11: `/industry-chain/:entityType/:first?/:second?/:third?`. */
export default async function Page({ params }: { params: Params }) {
  const { v, entity, data } = await load(params);
  if (!data || pastTheEnd(v.page, data.list.page)) return <NotFoundBody />;
  return <ChainPageView t={createTranslate(getMessages(v.locale))} locale={v.locale} entity={entity} data={data} />;
}
