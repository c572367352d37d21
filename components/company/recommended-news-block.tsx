import { AppLink as Link } from '@/components/ui/app-link';
import { ArticleLink } from '@/components/news/article-link';
import type { NewsListItem } from '@/lib/contract/news';
import type { Translate } from '@/lib/i18n/messages';
import { href } from '@/lib/routing/routes';
import styles from './company.module.css';

/** L26/L32: the news the company recommends, and the link to all its news; hidden when empty. */
export function RecommendedNewsBlock({ t, companyId, news }: { t: Translate; companyId: number; news: NewsListItem[] }) {
  if (news.length === 0) return null;
  return (
    <section className={styles.card}>
      <h2 className={styles.blockTitle}>
        {t('company.recommendedNews')}
        <Link href={href('/news/company/:companyId', { companyId })}>
          <small>{t('company.news')}</small>
        </Link>
      </h2>
      <ul className={styles.newsList} data-testid="company-news">
        {news.map((n) => (
          <li key={n.id}>
            <ArticleLink item={n}>{n.title}</ArticleLink>
            <small className={styles.muted}>{n.publishTime.slice(0, 10)}</small>
          </li>
        ))}
      </ul>
    </section>
  );
}
