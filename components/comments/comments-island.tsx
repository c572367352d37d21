'use client';

import dynamic from 'next/dynamic';
import styles from './comment-section.module.css';

function CommentsLoading() {
  return <section className={styles.section} aria-busy="true" />;
}

const NewsComments = dynamic(() => import('./entity-comments').then((m) => m.NewsComments), { ssr: false, loading: CommentsLoading });
const PostComments = dynamic(() => import('./entity-comments').then((m) => m.PostComments), { ssr: false, loading: CommentsLoading });

/** The comment section of a news item or post, loaded after hydration (keeps the API client out of the first load). */
export function CommentsIsland({ kind, entityId, initialCount }: { kind: 'news' | 'post'; entityId: number; initialCount: number }) {
  return kind === 'news' ? <NewsComments entityId={entityId} initialCount={initialCount} /> : <PostComments entityId={entityId} initialCount={initialCount} />;
}
