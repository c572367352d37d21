import { loadLatestNews } from '@/components/news/load-news';
import { ModuleCard } from '@/components/right-column/module-card';
import { RankedLinks } from '@/components/right-column/ranked-links';
import { HOT_NEWS_SIZE } from '@/lib/constants';
import type { Translate } from '@/lib/i18n/messages';

/** Right column of the news site (O30): the latest news. */
export async function NewsSiteColumn({ t, excludeId }: { t: Translate; excludeId?: number }) {
  const latest = (await loadLatestNews(HOT_NEWS_SIZE + 1)).filter((n) => n.id !== excludeId).slice(0, HOT_NEWS_SIZE);
  if (latest.length === 0) return null;
  return (
    <ModuleCard title={t('news.latest')} moreHref="/news" moreLabel={t('common.more')} testId="latest-news">
      <RankedLinks items={latest.map((n) => ({ href: `/news/${n.id}`, title: n.title }))} />
    </ModuleCard>
  );
}
