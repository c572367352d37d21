'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import styles from './comment-section.module.css';
import type { CommentKind } from '@/lib/queries/comments';

function CommentsLoading() {
  return <section className={styles.section} aria-busy="true" />;
}

const CommentSection = dynamic(() => import('./comment-section').then((m) => m.CommentSection), { ssr: false, loading: CommentsLoading });

/** How far below the viewport the comments start loading. */
const PRELOAD_MARGIN = '400px';

/**
 * The comment section of a news item, post or event. It sits below the article, so it (and the API client it
 * needs) loads when it comes near the viewport, not with the page.
 */
export function CommentsIsland({ kind, entityId, initialCount }: { kind: CommentKind; entityId: number; initialCount: number }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const node = anchor.current;
    if (!node || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  if (!near) {
    return (
      <div ref={anchor} data-testid="comments-anchor">
        <CommentsLoading />
      </div>
    );
  }
  return <CommentSection kind={kind} entityId={entityId} initialCount={initialCount} />;
}
