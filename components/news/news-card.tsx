import { ArticleLink } from '@/components/news/article-link';
import { ugcLang } from '@/lib/format/content-lang';
import { localName } from '@/lib/format/tag-label';
import type { Locale } from '@/lib/constants';
import type { NewsListItem } from '@/lib/contract/news';
import { formatRelativeTime } from '@/lib/format/relative-time';
import styles from './news-card.module.css';

/**
 * F17: a news card shows title, cover and publish time as relative time; a case opens `/case/{id}` (issue 31 item 1). Title
 * and summary are the author's (`data-ugc`); the class and source are labels in the page's language (`data-label`).
 */
export function NewsCard({ item, locale, now }: { item: NewsListItem; locale: Locale; now: number }) {
  return (
    <article className={styles.card}>
      <ArticleLink item={item} className={styles.link}>
        {item.coverImg && (
          // eslint-disable-next-line @next/next/no-img-element
          <img className={styles.cover} src={item.coverImg} alt="" width={220} height={124} loading="lazy" decoding="async" />
        )}
        <div className={styles.text}>
          <h2 className={styles.title} data-ugc lang={ugcLang(locale)}>
            {item.title}
          </h2>
          {item.summary && (
            <p className={styles.summary} data-ugc lang={ugcLang(locale)}>
              {item.summary}
            </p>
          )}
          <p className={styles.meta}>
            {item.classTagName && <span className={styles.tag} data-label>{localName(locale, item.classTagName, item.classTagEnName)}</span>}
            {item.sourceName && <span data-label>{localName(locale, item.sourceName, item.sourceEnName)}</span>}
            <time dateTime={item.publishTime}>{formatRelativeTime(item.publishTime, { now, locale })}</time>
          </p>
        </div>
      </ArticleLink>
    </article>
  );
}
