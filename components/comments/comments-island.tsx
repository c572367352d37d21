'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocale, useT } from '@/components/providers/i18n-context';
import { formatCount } from '@/lib/format/count';
import type { Comment } from '@/lib/contract/comment';
import type { Page } from '@/lib/contract/common';
import type { CommentKind } from '@/lib/queries/comments';
import type { CommentSectionProps } from './comment-section';
import { StaticComments } from './static-comments';
import styles from './comment-section.module.css';

function CommentsLoading() {
  return <section className={styles.section} aria-busy="true" />;
}

/** How far below the viewport the comments start loading. */
const PRELOAD_MARGIN = '400px';

/**
 * The comment section of a news item, post or event. It sits below the article, so it (and the API client it
 * needs) loads when it comes near the viewport, not with the page. Until then the first page of comments the
 * server read (`initialPage`, issue 20 item 7) is shown as plain HTML, and the section starts from it.
 */
export function CommentsIsland({ kind, entityId, initialCount, initialPage }: { kind: CommentKind; entityId: number; initialCount: number; initialPage?: Page<Comment> | null }) {
  const t = useT();
  const locale = useLocale();
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [Section, setSection] = useState<ComponentType<CommentSectionProps> | null>(null);

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

  useEffect(() => {
    if (!near) return;
    let live = true;
    void import('./comment-section').then((m) => {
      if (live) setSection(() => m.CommentSection);
    });
    return () => {
      live = false;
    };
  }, [near]);

  if (!Section) {
    return (
      <div ref={anchor} data-testid="comments-anchor">
        {initialPage ? (
          <StaticComments page={initialPage} heading={t('comment.count', { n: formatCount(initialCount) })} empty={t('comment.empty')} locale={locale} />
        ) : (
          <CommentsLoading />
        )}
      </div>
    );
  }
  return <Section kind={kind} entityId={entityId} initialCount={initialCount} initialPage={initialPage ?? undefined} />;
}
