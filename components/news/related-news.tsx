import { AppLink as Link } from '@/components/ui/app-link';
import type { NewsListItem } from '@/lib/contract/news';
import styles from './news-reading.module.css';
import { href } from '@/lib/routing/routes';

/** F01/F11: related news as a list of titles with their publish dates; related cases (M05) open `/case/{id}`. */
export function RelatedNews({ title, items, kind = 'news' }: { title: string; items: NewsListItem[]; kind?: 'news' | 'case' }) {
  if (items.length === 0) return null;
  return (
    <section className={styles.related} data-testid="related-news">
      <h2>{title}</h2>
      <ul className={styles.relatedList}>
        {items.map((n) => (
          <li key={n.id}>
            <Link href={kind === 'case' ? href('/case/:id', { id: n.id }) : href('/news/:id', { id: n.id })} data-ugc>
              {n.title}
            </Link>
            <time dateTime={n.publishTime}>{n.publishTime.slice(0, 10)}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}
