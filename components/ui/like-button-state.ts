'use client';

import { useEffect, useState } from 'react';
import type { InteractionState } from '@/lib/api/interactions';
import type { Transport } from '@/lib/api/transport';
import type { FavoriteEntityType } from '@/lib/contract/interaction';
import { useCurrentMember } from '@/stores/use-current-member';
import { useLoginDialog } from '@/stores/dialogs';

/** The browser API client, loaded on first use (keeps axios out of the first load). */
export async function loadClient(): Promise<{ transport: Transport; api: typeof import('@/lib/api/interactions') }> {
  const [{ clientTransport }, api] = await Promise.all([import('@/lib/api/client'), import('@/lib/api/interactions')]);
  return { transport: clientTransport, api };
}

const pending = new Map<string, Promise<InteractionState>>();

/** One request per entity and page view, shared by the like and favourite buttons. */
function fetchState(entityType: FavoriteEntityType, id: number): Promise<InteractionState> {
  const key = `${entityType}:${id}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = loadClient().then(({ transport, api }) => api.getInteractionState(transport, entityType, id));
    pending.set(key, promise);
    promise.catch(() => pending.delete(key));
  }
  return promise;
}

/** Forgets the cached state (after a write, or between tests). */
export function clearInteractionState(): void {
  pending.clear();
}

/**
 * The member's own like/favourite state: public pages are cached for everyone, so it is read after
 * hydration (null until known, and for visitors).
 */
export function useInteractionState(entityType: FavoriteEntityType, id: number): InteractionState | null {
  const { hydrated, isLogin, memberId } = useCurrentMember();
  const [state, setState] = useState<InteractionState | null>(null);
  useEffect(() => {
    if (!hydrated || !isLogin) return;
    let live = true;
    fetchState(entityType, id).then(
      (s) => live && setState(s),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [hydrated, isLogin, memberId, entityType, id]);
  return isLogin ? state : null;
}

export interface ToggleResult {
  on: boolean;
  count: number;
}

/**
 * The optimistic toggle shared by the like and favourite buttons: a visitor gets the login dialog, one
 * request at a time, the count moves at once and is replaced by the server's answer, a failure restores
 * the previous state and raises `failed`.
 */
export function useOptimisticToggle(
  server: { on: boolean; count?: number } | null,
  initialCount: number,
  commit: (next: boolean, api: Awaited<ReturnType<typeof loadClient>>) => Promise<ToggleResult>,
) {
  const { isLogin } = useCurrentMember();
  const login = useLoginDialog();
  const [local, setLocal] = useState<ToggleResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const on = local?.on ?? server?.on ?? false;
  const count = local?.count ?? server?.count ?? initialCount;

  const toggle = async () => {
    if (!isLogin) {
      login.open({ redirect: null });
      return;
    }
    if (busy) return;
    const next = !on;
    setBusy(true);
    setFailed(false);
    setLocal({ on: next, count: Math.max(0, count + (next ? 1 : -1)) });
    try {
      setLocal(await commit(next, await loadClient()));
    } catch {
      setLocal({ on, count });
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return { on, count, busy, failed, toggle };
}
