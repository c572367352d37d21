import { Avatar } from '@/components/ui/avatar';
import { ugcLang } from '@/lib/format/content-lang';
import type { Locale } from '@/lib/constants';
import type { Comment } from '@/lib/contract/comment';
import type { Page } from '@/lib/contract/common';
import styles from './comment-section.module.css';
import { CommentImages } from './comment-images';

/**
 * Issue 20 item 7: the first page of comments as plain HTML (author, text, time), in the cached page for crawlers
 * and readers without JavaScript; the interactive section replaces it when it comes near the viewport.
 */
export function StaticComments({ page, heading, empty, locale }: { page: Page<Comment>; heading: string; empty: string; locale: Locale }) {
  return (
    <section className={styles.section} aria-label={heading} data-testid="static-comments">
      <h2 className={styles.heading}>{heading}</h2>
      {page.records.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ul className={styles.list}>
          {page.records.map((c) => (
            <li key={c.id} className={styles.item} data-testid="static-comment">
              <Avatar src={c.avatar} name={c.nickname ?? ''} size={36} />
              <div className={styles.body}>
                <div className={styles.author}>
                  <span className={styles.name} data-ugc lang={ugcLang(locale)}>
                    {c.nickname ?? ''}
                  </span>
                  {c.company && (
                    <span className={styles.sub} data-ugc lang={ugcLang(locale)}>
                      {c.company}
                    </span>
                  )}
                </div>
                <p className={styles.text} data-ugc lang={ugcLang(locale)}>
                  {c.content}
                </p>
                <CommentImages images={c.images} />
                <time className={styles.sub} dateTime={c.createdTime}>
                  {c.createdTime.slice(0, 16)}
                </time>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
