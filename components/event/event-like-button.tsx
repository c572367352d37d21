'use client';

import { lazy, Suspense } from 'react';
import { useCurrentMember } from '@/stores/use-current-member';
import { useLoginDialog } from '@/stores/dialogs';
import { LikeView } from '@/components/ui/like-view';

// A member's button (state query, optimistic like) loads for members only: a visitor's first load of the cached event
// page fetches neither it nor the query hooks (first-load JS, docs/architecture.md).
const MemberEventLikeButton = lazy(() => import('./event-like-member').then((m) => ({ default: m.MemberEventLikeButton })));

/**
 * H21: like / unlike an event; the member's own state is read after hydration (the page is cached); visitors get
 * the login dialog. The count moves at once (optimistic update of the query) and a failure restores it.
 */
export function EventLikeButton({ eventId, initialCount }: { eventId: number; initialCount: number }) {
  const { isLogin } = useCurrentMember();
  const login = useLoginDialog();
  if (!isLogin) return <LikeView on={false} count={initialCount} onClick={() => login.openForVisitor({ redirect: null })} />;
  return (
    <Suspense fallback={<LikeView on={false} count={initialCount} />}>
      <MemberEventLikeButton eventId={eventId} initialCount={initialCount} />
    </Suspense>
  );
}
