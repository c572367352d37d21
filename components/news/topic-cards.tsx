import { AppLink as Link } from '@/components/ui/app-link';
import type { Locale } from '@/lib/constants';
import type { Topic } from '@/lib/contract/news';
import type { Translate } from '@/lib/i18n/messages';
import styles from './news-reading.module.css';
import { href } from '@/lib/routing/routes';

/** F29: topic cards linking to `/news/topic/{id}` (on the news list page). */
export function TopicCards({ t, locale, topics }: { t: Translate; locale: Locale; topics: Topic[] }) {
  if (topics.length === 0) return null;
  return (
    <section data-testid="topic-cards" aria-label={t('news.topics')}>
      <h2 className={styles.topicsTitle}>{t('news.topics')}</h2>
      <ul className={styles.topicCards}>
        {topics.map((topic) => {
          const title = locale === 'en' && topic.enTitle ? topic.enTitle : topic.title;
          return (
            <li key={topic.id} className={styles.topicCard}>
              <Link href={href('/news/topic/:id', { id: topic.id })}>
                {topic.coverImg && (
                  // eslint-disable-next-line @next/next/no-img-element
                  <img src={topic.coverImg} alt="" width={320} height={180} loading="lazy" decoding="async" />
                )}
                <span>{title}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
