'use client';

import { lazy, Suspense } from 'react';
import { useCurrentMember } from '@/stores/use-current-member';
import { useT } from '@/components/providers/i18n-context';
import { formatCount } from '@/lib/format/count';
import { useLoginDialog } from '@/stores/dialogs';
import styles from '@/components/ui/like-button.module.css';

// A member's button (state query, optimistic like) loads for members only: a visitor's first load of the cached event
// page fetches neither it nor the query hooks (first-load JS, docs/architecture.md).
const MemberEventLikeButton = lazy(() => import('./event-like-member').then((m) => ({ default: m.MemberEventLikeButton })));

/** The like button as shown: pressed or not, the count, and a failure's message. */
export function EventLikeView(props: { on: boolean; count: number; busy?: boolean; error?: string | null; onClick?: () => void }) {
  const t = useT();
  const { on, count, busy = false, error = null, onClick } = props;
  return (
    <span className={styles.group}>
      <button
        type="button"
        className={styles.button}
        aria-pressed={on}
        aria-label={`${on ? t('interact.liked') : t('interact.like')} ${formatCount(count)}`}
        disabled={busy}
        onClick={onClick}
        data-testid="like-button"
      >
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden fill={on ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
          <path d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 3 4.5 6.8 4.5c2.2 0 3.6 1.2 5.2 3 1.6-1.8 3-3 5.2-3 3.8 0 5.9 4.1 4.4 7.4C19.5 16.4 12 21 12 21z" />
        </svg>
        <span data-testid="like-count">{formatCount(count)}</span>
      </button>
      {error && (
        <span className={styles.error} role="alert">
          {error}
        </span>
      )}
    </span>
  );
}

/**
 * H21: like / unlike an event; the member's own state is read after hydration (the page is cached); visitors get
 * the login dialog. The count moves at once (optimistic update of the query) and a failure restores it.
 */
export function EventLikeButton({ eventId, initialCount }: { eventId: number; initialCount: number }) {
  const { isLogin } = useCurrentMember();
  const login = useLoginDialog();
  if (!isLogin) return <EventLikeView on={false} count={initialCount} onClick={() => login.open({ redirect: null })} />;
  return (
    <Suspense fallback={<EventLikeView on={false} count={initialCount} />}>
      <MemberEventLikeButton eventId={eventId} initialCount={initialCount} />
    </Suspense>
  );
}
