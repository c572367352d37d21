import { ModuleCard } from '@/components/right-column/module-card';
import { AppLink as Link } from '@/components/ui/app-link';
import { FLASH_MODULE_SIZE, type Locale } from '@/lib/constants';
import type { Flash } from '@/lib/contract/news';
import { formatRelativeTime } from '@/lib/format/relative-time';
import type { Translate } from '@/lib/i18n/messages';
import styles from './news-modules.module.css';
import { href } from '@/lib/routing/routes';

/** F25: the latest 5 flashes; 'more' goes to `/news/flash`. */
export function NewsFlashesModule({ t, locale, flashes, now }: { t: Translate; locale: Locale; flashes: Flash[]; now: number }) {
  if (flashes.length === 0) return null;
  return (
    <ModuleCard title={t('news.flashes')} moreHref="/news/flash" moreLabel={t('common.more')} testId="latest-flashes">
      <ol className={styles.flashes}>
        {flashes.slice(0, FLASH_MODULE_SIZE).map((f) => (
          <li key={f.id}>
            <time dateTime={f.publishTime}>{formatRelativeTime(f.publishTime, { now, locale })}</time>
            <Link href={href('/news/flash/:id', { id: f.id })}>{f.title}</Link>
          </li>
        ))}
      </ol>
    </ModuleCard>
  );
}
