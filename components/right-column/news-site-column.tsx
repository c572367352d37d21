import { getSitePage, getTag } from '@/lib/data/basic';
import { getCategoryNews, getFlashPage, getHotNews, getNewsCategoryTags } from '@/lib/data/news';
import { ModuleCard } from '@/components/right-column/module-card';
import { NewsCategoryModule } from '@/components/right-column/news-category-module';
import { NewsCooperationModule } from '@/components/right-column/news-cooperation-module';
import { NewsFlashesModule } from '@/components/right-column/news-flashes-module';
import { NewsSourceModule } from '@/components/right-column/news-source-module';
import { RankedLinks } from '@/components/right-column/ranked-links';
import { DEPTH_TOPICS_SIZE, FLASH_MODULE_SIZE, HOT_NEWS_SIZE, SITE_PAGE_CODE, TAG_TYPE, WEEKLY_SIZE } from '@/lib/constants';
import type { Translate } from '@/lib/i18n/messages';
import type { Variant } from '@/lib/routing/variant';
import { articleHref } from '@/lib/routing/news-links';
import { getCaseClassIds } from '@/lib/data/case';

/** Category tags (type 9) of the two category modules, by code. */
const DEPTH_TOPICS_CODE = 'depth-topics';
const WEEKLY_CODE = 'creative-weekly';


/**
 * Right column of the news site (S1 "Right column modules"): latest flashes (F25), source info (F35, when a
 * source is given), hot news (F26), depth topics (F27), creative weekly (F28), business-cooperation promo.
 * W22 on mobile: only the hot lists, below the content — hot news and the two ranked reading lists the spec
 * sizes for mobile (F27/F28: 4 items); flashes, source info and the promo are neither loaded nor rendered.
 */
export async function NewsSiteColumn(props: { t: Translate; variant: Variant; excludeId?: number; sourceTagId?: number | null }) {
  const { t, variant, excludeId, sourceTagId } = props;
  const device = variant.device;
  const desktop = device !== 'mobile';
  const [flashes, hot, categories, source, cooperation, cases] = await Promise.all([
    desktop ? getFlashPage(1, FLASH_MODULE_SIZE).catch(() => null) : Promise.resolve(null),
    getHotNews(1, HOT_NEWS_SIZE + 1).catch(() => null),
    getNewsCategoryTags(),
    desktop && sourceTagId ? getTag(sourceTagId, [TAG_TYPE.newsSource]).catch(() => null) : Promise.resolve(null),
    desktop ? getSitePage(SITE_PAGE_CODE.businessCooperation, variant.locale) : Promise.resolve(null),
    getCaseClassIds(),
  ]);
  const depth = categories.find((c) => c.code === DEPTH_TOPICS_CODE);
  const weekly = categories.find((c) => c.code === WEEKLY_CODE);
  const [depthNews, weeklyNews] = await Promise.all([
    depth ? getCategoryNews(depth.id, DEPTH_TOPICS_SIZE[device]) : Promise.resolve([]),
    weekly ? getCategoryNews(weekly.id, WEEKLY_SIZE[device]) : Promise.resolve([]),
  ]);
  const hotItems = (hot?.list.records ?? []).filter((n) => n.id !== excludeId).slice(0, HOT_NEWS_SIZE);
  const label = (tag: { name: string; enName: string | null }) => (variant.locale === 'en' && tag.enName ? tag.enName : tag.name);
  return (
    <>
      {flashes && <NewsFlashesModule t={t} locale={variant.locale} flashes={flashes.list.records} now={flashes.renderedAt} />}
      {source && <NewsSourceModule t={t} locale={variant.locale} source={source} />}
      {hotItems.length > 0 && (
        <ModuleCard title={t('news.hotTitle')} moreHref="/news/hot" moreLabel={t('common.more')} testId="hot-news">
          <RankedLinks items={hotItems.map((n) => ({ href: articleHref(n, cases), title: n.title }))} />
        </ModuleCard>
      )}
      {depth && <NewsCategoryModule title={label(depth)} moreLabel={t('common.more')} categoryTagId={depth.id} items={depthNews} testId="depth-topics" />}
      {weekly && <NewsCategoryModule title={label(weekly)} moreLabel={t('common.more')} categoryTagId={weekly.id} items={weeklyNews} testId="creative-weekly" />}
      {cooperation && <NewsCooperationModule t={t} page={cooperation} />}
    </>
  );
}
