import { ModuleCard } from '@/components/right-column/module-card';
import { ArticleLink } from '@/components/news/article-link';
import type { NewsListItem } from '@/lib/contract/news';
import styles from './news-modules.module.css';
import { href } from '@/lib/routing/routes';

/**
 * F27/F28: news of one category tag (depth topics, creative weekly) as cover cards; 'more' opens the
 * category-tag page. One item is shown large.
 */
export function NewsCategoryModule(props: { title: string; moreLabel: string; categoryTagId: number; items: NewsListItem[]; testId: string }) {
  const { title, moreLabel, categoryTagId, items, testId } = props;
  if (items.length === 0) return null;
  return (
    <ModuleCard title={title} moreHref={href('/news/category-tag/:categoryTagId', { categoryTagId })} moreLabel={moreLabel} testId={testId}>
      <ul className={`${styles.cards} ${items.length === 1 ? styles.single : ''}`}>
        {items.map((n) => (
          <li key={n.id}>
            <ArticleLink item={n}>
              {n.coverImg && (
                // eslint-disable-next-line @next/next/no-img-element
                <img src={n.coverImg} alt="" width={96} height={54} loading="lazy" decoding="async" />
              )}
              <span>{n.title}</span>
            </ArticleLink>
          </li>
        ))}
      </ul>
    </ModuleCard>
  );
}
