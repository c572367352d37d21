import { notFound } from 'next/navigation';
import { ChainPageView } from '@/components/industry-chain/chain-page-view';
import { chainPath, localName } from '@/components/industry-chain/chain-path';
import { listPage } from '@/components/site/list-page';
import { isChainEntityType } from '@/lib/contract/catalogue';
import { getChainPage } from '@/lib/data/catalogue';
import { chainMetadata } from '@/lib/seo/chain-seo';

export const revalidate = 300;

export { generateStaticParams } from '@/components/site/on-demand';

/** N02–N11: `/industry-chain/:entityType/:first?/:second?/:third?`. */
const page = listPage({
  /** N02: only product | brand | company, up to three numeric level ids; anything else is a 404. */
  filter: ({ entityType, levels = [] }: { variant: string; entityType: string; levels?: string[] }) => {
    if (!isChainEntityType(entityType) || levels.length > 3 || !levels.every((s) => /^[1-9]\d{0,15}$/.test(s))) notFound();
    return { entity: entityType, ids: levels.map(Number) };
  },
  load: (v, { entity, ids }) => getChainPage(entity, ids, v.page),
  pageOf: (data) => data.list.page,
  /** T09: `{levels}_{产品|品牌|企业}_产业链_{site}`. */
  metadata: ({ v, t, filter: { entity, ids }, data }) =>
    chainMetadata(
      t,
      entity,
      data.levels.map((l) => localName(l.tag, v.locale)),
      chainPath(entity, ids),
    ),
  render: ({ v, t, filter: { entity }, data }) => <ChainPageView t={t} locale={v.locale} entity={entity} data={data} />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
