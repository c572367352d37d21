import { cache } from 'react';
import { loadSitePage } from '@/components/layout/load-chrome';
import { loadFlashPage, loadHotNews, loadTag } from '@/components/news/load-news-reading';
import { ModuleCard } from '@/components/right-column/module-card';
import { NewsCategoryModule } from '@/components/right-column/news-category-module';
import { NewsCooperationModule } from '@/components/right-column/news-cooperation-module';
import { NewsFlashesModule } from '@/components/right-column/news-flashes-module';
import { NewsSourceModule } from '@/components/right-column/news-source-module';
import { RankedLinks } from '@/components/right-column/ranked-links';
import { getTags } from '@/lib/api/basic';
import { getNewsV2Page } from '@/lib/api/news';
import { serverTransport } from '@/lib/api/server';
import { DEPTH_TOPICS_SIZE, FLASH_MODULE_SIZE, HOT_NEWS_SIZE, SITE_PAGE_CODE, TAG_TYPE, WEEKLY_SIZE } from '@/lib/constants';
import type { NewsListItem } from '@/lib/contract/news';
import type { Translate } from '@/lib/i18n/messages';
import type { Variant } from '@/lib/routing/variant';
import { href } from '@/lib/routing/routes';

/** Category tags (type 9) of the two category modules, by code. */
const DEPTH_TOPICS_CODE = 'depth-topics';
const WEEKLY_CODE = 'creative-weekly';

const loadCategoryTags = cache(async () => getTags(serverTransport({ revalidate: 3600, tags: ['tag'] }), { type: TAG_TYPE.newsCategory }).catch(() => []));

/** F27/F28: `categoryTagId` with size by device class. */
const loadCategoryNews = cache(
  async (categoryTagId: number, size: number): Promise<NewsListItem[]> =>
    getNewsV2Page(serverTransport({ revalidate: 300, tags: ['news'] }), { categoryTagId, current: 1, size })
      .then((p) => p.records)
      .catch(() => []),
);

/**
 * Right column of the news site (S1 "Right column modules"): latest flashes (F25), source info (F35, when a
 * source is given), hot news (F26), depth topics (F27), creative weekly (F28), business-cooperation promo.
 */
export async function NewsSiteColumn(props: { t: Translate; variant: Variant; excludeId?: number; sourceTagId?: number | null }) {
  const { t, variant, excludeId, sourceTagId } = props;
  const device = variant.device;
  const [flashes, hot, categories, source, cooperation] = await Promise.all([
    loadFlashPage(1, FLASH_MODULE_SIZE).catch(() => null),
    loadHotNews(1, HOT_NEWS_SIZE + 1).catch(() => null),
    loadCategoryTags(),
    sourceTagId ? loadTag(sourceTagId, [TAG_TYPE.newsSource]).catch(() => null) : Promise.resolve(null),
    loadSitePage(SITE_PAGE_CODE.businessCooperation, variant.locale),
  ]);
  const depth = categories.find((c) => c.code === DEPTH_TOPICS_CODE);
  const weekly = categories.find((c) => c.code === WEEKLY_CODE);
  const [depthNews, weeklyNews] = await Promise.all([
    depth ? loadCategoryNews(depth.id, DEPTH_TOPICS_SIZE[device]) : Promise.resolve([]),
    weekly ? loadCategoryNews(weekly.id, WEEKLY_SIZE[device]) : Promise.resolve([]),
  ]);
  const hotItems = (hot?.list.records ?? []).filter((n) => n.id !== excludeId).slice(0, HOT_NEWS_SIZE);
  const label = (tag: { name: string; enName: string | null }) => (variant.locale === 'en' && tag.enName ? tag.enName : tag.name);
  return (
    <>
      {flashes && <NewsFlashesModule t={t} locale={variant.locale} flashes={flashes.list.records} now={flashes.renderedAt} />}
      {source && <NewsSourceModule t={t} locale={variant.locale} source={source} />}
      {hotItems.length > 0 && (
        <ModuleCard title={t('news.hot')} moreHref="/news/hot" moreLabel={t('common.more')} testId="hot-news">
          <RankedLinks items={hotItems.map((n) => ({ href: href('/news/:id', { id: n.id }), title: n.title }))} />
        </ModuleCard>
      )}
      {depth && <NewsCategoryModule title={label(depth)} moreLabel={t('common.more')} categoryTagId={depth.id} items={depthNews} testId="depth-topics" />}
      {weekly && <NewsCategoryModule title={label(weekly)} moreLabel={t('common.more')} categoryTagId={weekly.id} items={weeklyNews} testId="creative-weekly" />}
      {cooperation && <NewsCooperationModule t={t} page={cooperation} />}
    </>
  );
}
