'use client';

import { useState } from 'react';
import { useEntityCounts } from '@/components/ui/use-entity-counts';
import { ENTITY_TYPE } from '@/lib/constants';
import type { CommentKind } from '@/lib/queries/comments';

/**
 * The comment count a comment section heads with. A news item's or post's count is the page's one source
 * (`useEntityCounts`, issue 18 item 6): a comment posted or deleted here moves it everywhere on the page.
 * An event keeps its own count (its page has no other view of it).
 */
export function useCommentCount(kind: CommentKind, entityId: number, initialCount: number): [number, (next: (n: number) => number) => void] {
  const entityType = kind === 'news' ? ENTITY_TYPE.news : ENTITY_TYPE.post;
  const shared = useEntityCounts(entityType, entityId, kind !== 'event');
  const [local, setLocal] = useState(initialCount);
  if (kind === 'event') return [local, setLocal];
  return [shared.read('commentCount', initialCount), (next) => shared.update('commentCount', initialCount, next)];
}
