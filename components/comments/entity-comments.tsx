'use client';

import { useMemo } from 'react';
import { clientTransport } from '@/lib/api/client';
import { newsCommentAdapter, postCommentAdapter } from '@/lib/api/comments';
import { CommentSection } from './comment-section';

export function NewsComments({ entityId, initialCount }: { entityId: number; initialCount: number }) {
  const adapter = useMemo(() => newsCommentAdapter(clientTransport), []);
  return <CommentSection adapter={adapter} entityId={entityId} initialCount={initialCount} />;
}

export function PostComments({ entityId, initialCount }: { entityId: number; initialCount: number }) {
  const adapter = useMemo(() => postCommentAdapter(clientTransport), []);
  return <CommentSection adapter={adapter} entityId={entityId} initialCount={initialCount} />;
}
