'use client';

import { useEffect } from 'react';

/** G03: records one view of the post after mount (`POST /post/posts/view {id}`); failures are ignored. */
export function PostViewRecorder({ postId }: { postId: number }) {
  useEffect(() => {
    let cancelled = false;
    void Promise.all([import('@/lib/api/client'), import('@/lib/api/post'), import('@/lib/session/session')])
      .then(([{ clientTransport }, { recordPostView }, { ensureCid }]) => {
        if (!cancelled) return recordPostView(clientTransport, postId, ensureCid());
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [postId]);
  return null;
}
