import { AppLink as Link } from '@/components/ui/app-link';
import type { Translate } from '@/lib/i18n/messages';
import { href } from '@/lib/routing/routes';
import type { MessageKey } from '@/locales/zh';
import styles from './site-directory.module.css';

/**
 * Issue 20 item 9: every public section as a plain link on every page, so a crawler starting at the home page
 * reaches each list (circles, people, flashes, hot news, events, the college companies, the chain, achievements, cases, the
 * dictionary …) and
 * from them every entity, without JavaScript.
 */
const SECTIONS: { path: string; key: MessageKey }[] = [
  { path: href('/community/:kind/:themeTag', { kind: 'demand_supply', themeTag: 'latest' }), key: 'community.demandSupply' },
  { path: href('/community/:kind/:themeTag', { kind: 'topic', themeTag: 'latest' }), key: 'community.topic' },
  { path: href('/circle'), key: 'circle.title' },
  { path: href('/people'), key: 'people.title' },
  { path: href('/news/:classTag?/:themeTag?'), key: 'news.title' },
  { path: href('/news/flash'), key: 'news.flashTitle' },
  { path: href('/news/hot'), key: 'news.hotTitle' },
  { path: href('/news/features'), key: 'news.featuresTitle' },
  { path: href('/news/foodtools'), key: 'news.foodtoolsTitle' },
  { path: href('/events/:tagCode?'), key: 'events.title' },
  { path: href('/industry-chain'), key: 'chain.title' },
  { path: href('/company'), key: 'company.collegeHome' },
  { path: href('/achievement'), key: 'achievement.title' },
  { path: href('/case/:classTag?/:themeTag?'), key: 'case.title' },
  { path: href('/dict/detail'), key: 'dict.title' },
];

export function SiteDirectory({ t }: { t: Translate }) {
  return (
    <nav className={styles.directory} aria-label={t('crawl.explore')} data-testid="site-directory">
      {SECTIONS.map((s) => (
        <Link key={s.path} href={s.path}>
          {t(s.key)}
        </Link>
      ))}
    </nav>
  );
}
