import { ArticleLink } from '@/components/news/article-link';
import type { NewsListItem } from '@/lib/contract/news';
import styles from './news-reading.module.css';

/** F01/F11: related news as a list of titles with their publish dates; cases (M05) open `/case/{id}` (issue 31 item 1). */
export function RelatedNews({ title, items }: { title: string; items: NewsListItem[] }) {
  if (items.length === 0) return null;
  return (
    <section className={styles.related} data-testid="related-news">
      <h2>{title}</h2>
      <ul className={styles.relatedList}>
        {items.map((n) => (
          <li key={n.id}>
            <ArticleLink item={n} data-ugc>
              {n.title}
            </ArticleLink>
            <time dateTime={n.publishTime}>{n.publishTime.slice(0, 10)}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}
