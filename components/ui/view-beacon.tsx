'use client';

import { useEffect } from 'react';
import { ensureCid } from '@/lib/session/session';

/**
 * F01/G03: records one view of a page's item after mount with a fire-and-forget `keepalive` POST
 * (`{id, cid}`). It deliberately bypasses the axios client: it reads no answer, and loading the client
 * (axios + zod) on every article would take public pages over their first-load JS budget. Failures are
 * ignored — the content is already shown.
 */
export function ViewBeacon({ path, id }: { path: '/news/news/view' | '/post/posts/view' | '/company/achievement/view' | '/company/product/view' | '/company/brand/view'; id: number }) {
  useEffect(() => {
    void fetch(`/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id, cid: ensureCid() }),
      keepalive: true,
    }).catch(() => undefined);
  }, [path, id]);
  return null;
}
