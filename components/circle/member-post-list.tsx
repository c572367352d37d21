'use client';

import { useCallback, useEffect, useState } from 'react';
import { PostCard } from '@/components/post/post-card';
import { useLocale, useT } from '@/components/providers/i18n-context';
import type { Page } from '@/lib/contract/common';
import type { PostListItem } from '@/lib/contract/post';
import styles from './circle.module.css';

const PAGE_SIZE = 5;

async function fetchPosts(kind: 'my' | 'common' | 'members', current: number): Promise<Page<PostListItem>> {
  const [{ clientTransport }, api] = await Promise.all([import('@/lib/api/client'), import('@/lib/api/post')]);
  const fetcher = kind === 'my' ? api.getMyPosts : kind === 'common' ? api.getCommonPosts : api.getFollowedMembersPosts;
  return fetcher(clientTransport, { current, size: PAGE_SIZE });
}

/**
 * G42: the member's own post lists, read with the session token: `my` (`GET /post/posts/my`), `common`
 * (posts in the member's circles, `GET /post/posts/common`) or `members` (posts of followed members,
 * `GET /post/posts/members`), 5 at a time with 'load more'.
 */
export function MemberPostList({ kind }: { kind: 'my' | 'common' | 'members' }) {
  const t = useT();
  const locale = useLocale();
  const [posts, setPosts] = useState<PostListItem[] | null>(null);
  const [page, setPage] = useState(0);
  const [pages, setPages] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [now, setNow] = useState(0);

  const apply = useCallback((result: Page<PostListItem>) => {
    setNow(Date.now());
    setPosts((list) => [...(result.current === 1 ? [] : (list ?? [])), ...result.records]);
    setPage(result.current);
    setPages(result.pages);
    setFailed(false);
  }, []);

  useEffect(() => {
    let live = true;
    fetchPosts(kind, 1)
      .then((result) => live && apply(result))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [kind, apply]);

  const more = async () => {
    setBusy(true);
    try {
      apply(await fetchPosts(kind, page + 1));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (failed && posts === null) return <p className={styles.error}>{t('circle.loadFailed')}</p>;
  if (posts === null) return <p className={styles.status}>{t('common.loading')}</p>;
  if (posts.length === 0) return <p className={styles.status}>{t('circle.noPosts')}</p>;
  return (
    <div className={styles.postList} data-testid={`member-posts-${kind}`}>
      {posts.map((p) => (
        <PostCard key={p.id} post={p} t={t} locale={locale} now={now} />
      ))}
      {page < pages && (
        <button type="button" className={`${styles.ghost} ${styles.more}`} disabled={busy} onClick={() => void more()}>
          {t('circle.loadMore')}
        </button>
      )}
    </div>
  );
}
