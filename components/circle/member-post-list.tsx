'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { PostCard } from '@/components/post/post-card';
import { useLocale, useT } from '@/components/providers/i18n-context';
import { memberPostsQuery, type MemberPostKind } from '@/lib/queries/post';
import { useCurrentMember } from '@/stores/use-current-member';
import styles from './circle.module.css';

/**
 * G42: the member's own post lists, read with the session token: `my` (`GET /post/posts/my`), `common`
 * (posts in the member's circles, `GET /post/posts/common`) or `members` (posts of followed members,
 * `GET /post/posts/members`), 5 at a time with 'load more' (`memberPostsQuery` of `lib/queries/post.ts`).
 */
export function MemberPostList({ kind }: { kind: MemberPostKind }) {
  const t = useT();
  const locale = useLocale();
  const { memberId } = useCurrentMember();
  const query = useInfiniteQuery(memberPostsQuery(kind, memberId));
  const posts = query.data?.pages.flatMap((page) => page.records) ?? null;

  if (query.isError && posts === null) return <p className={styles.error}>{t('company.loadFailed')}</p>;
  if (posts === null) return <p className={styles.status}>{t('common.loading')}</p>;
  if (posts.length === 0) return <p className={styles.status}>{t('circle.noPosts')}</p>;
  return (
    <div className={styles.postList} data-testid={`member-posts-${kind}`}>
      {posts.map((p) => (
        <PostCard key={p.id} post={p} t={t} locale={locale} now={query.dataUpdatedAt} />
      ))}
      {query.hasNextPage && (
        <button type="button" className={`${styles.ghost} ${styles.more}`} disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('circle.loadMore')}
        </button>
      )}
    </div>
  );
}
