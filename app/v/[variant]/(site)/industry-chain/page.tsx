import { ChainPageView } from '@/components/industry-chain/chain-page-view';
import { listPage } from '@/components/site/list-page';
import { getChainPage } from '@/lib/data/catalogue';
import { href } from '@/lib/routing/routes';
import { chainMetadata } from '@/lib/seo/chain-seo';

export const revalidate = 300;

/** N01: `/industry-chain`: the entity switch, the top-level product categories and the products. */
const page = listPage({
  load: (v) => getChainPage('product', [], v.page),
  pageOf: (data) => data.list.page,
  /** T09 on the explorer home (products, no level). */
  metadata: ({ t }) => chainMetadata(t, 'product', [], href('/industry-chain')),
  render: ({ v, t, data }) => <ChainPageView t={t} locale={v.locale} entity="product" data={data} />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
