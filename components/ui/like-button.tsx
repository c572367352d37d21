'use client';

import { lazy, Suspense } from 'react';
import type { FavoriteEntityType } from '@/lib/contract/interaction';
import { useLoginDialog } from '@/stores/dialogs';
import { useCurrentMember } from '@/stores/use-current-member';
import { useInteractionView } from './use-interaction-view';
import { LikeView } from './like-view';

// The member's button (like call, optimistic update) loads for members only: a visitor's first load of a cached
// news or post page does not fetch it (first-load JS, docs/architecture.md). Until it is there the button shows the
// state, disabled.
const MemberLikeButton = lazy(() => import('./member-interaction-buttons').then((m) => ({ default: m.MemberLikeButton })));

export interface LikeButtonProps {
  /** 13 news, 11 post. */
  entityType: FavoriteEntityType;
  entityId: number;
  /** The count in the cached page (the member's state replaces it after hydration). */
  initialCount: number;
}

/** F18 / G23: like and unlike with the count in 万 format; a visitor gets the login dialog. */
export function LikeButton({ entityType, entityId, initialCount }: LikeButtonProps) {
  const { isLogin } = useCurrentMember();
  const login = useLoginDialog();
  const { on, count } = useInteractionView(entityType, entityId, 'like', initialCount);
  if (!isLogin) return <LikeView on={on} count={count} onClick={() => login.openForVisitor({ redirect: null })} />;
  return (
    <Suspense fallback={<LikeView on={on} count={count} busy />}>
      <MemberLikeButton entityType={entityType} entityId={entityId} initialCount={initialCount} />
    </Suspense>
  );
}
