import { PageBody } from '@/components/layout/page-body';
import type { Locale } from '@/lib/constants';
import type { ChainEntityType } from '@/lib/contract/catalogue';
import type { getChainPage } from '@/lib/data/catalogue';
import type { Translate } from '@/lib/i18n/messages';
import { ChainView } from './chain-view';

type ChainPageData = NonNullable<Awaited<ReturnType<typeof getChainPage>>>;

/** The body of `/industry-chain` and `/industry-chain/{entity}/…`: the explorer (no BreadcrumbList: its levels are filters, not a trail). */
export function ChainPageView({ t, locale, entity, data }: { t: Translate; locale: Locale; entity: ChainEntityType; data: ChainPageData }) {
  return (
    <PageBody>
      <ChainView t={t} locale={locale} entity={entity} levels={data.levels} next={data.next} list={data.list} hints={data.hints} filters={data.filters} />
    </PageBody>
  );
}
