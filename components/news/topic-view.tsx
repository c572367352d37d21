import { NewsCard } from '@/components/news/news-card';
import { EmptyState } from '@/components/ui/empty-state';
import type { Locale } from '@/lib/constants';
import type { SectionNews, TopicDetail } from '@/lib/contract/news';
import type { Translate } from '@/lib/i18n/messages';
import { localName } from '@/lib/format/tag-label';
import styles from './news-reading.module.css';

/** F12: the topic header (cover, title, description, section links) and each section with its news. */
export function TopicView(props: { t: Translate; locale: Locale; topic: TopicDetail; sections: SectionNews[]; renderedAt: number }) {
  const { t, locale, topic, sections, renderedAt } = props;
  const title = locale === 'en' && topic.enTitle ? topic.enTitle : topic.title;
  return (
    <article data-testid="topic">
      <header className={styles.topicHead}>
        {topic.coverImg && (
          // eslint-disable-next-line @next/next/no-img-element
          <img className={styles.topicCover} src={topic.coverImg} alt={title} width={1200} height={375} />
        )}
        <div className={styles.topicText}>
          <span className={styles.label}>{t('news.seoTopic')}</span>
          <h1>{title}</h1>
          {topic.description && <p data-ugc>{topic.description}</p>}
          {sections.length > 1 && (
            <nav className={styles.sectionNav} aria-label={t('news.topicSections')}>
              {sections.map((s) => (
                <a key={s.id} href={`#section-${s.id}`}>
                  {localName(locale, s.name, s.enName)}
                </a>
              ))}
            </nav>
          )}
        </div>
      </header>
      {sections.map((s) => (
        <section key={s.id} id={`section-${s.id}`} className={styles.section} data-testid="topic-section">
          <h2>{localName(locale, s.name, s.enName)}</h2>
          {s.newsList.length === 0 ? (
            <EmptyState text={t('common.empty')} />
          ) : (
            s.newsList.map((item) => <NewsCard key={item.id} item={item} locale={locale} now={renderedAt} />)
          )}
        </section>
      ))}
    </article>
  );
}
