'use client';

import { lazy, Suspense } from 'react';
import { useT } from '@/components/providers/i18n-context';
import type { FavoriteEntityType } from '@/lib/contract/interaction';
import { formatCount } from '@/lib/format/count';
import { useLoginDialog } from '@/stores/dialogs';
import { useCurrentMember } from '@/stores/use-current-member';
import { useInteractionView } from './use-interaction-view';
import styles from './like-button.module.css';

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

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
      <path d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 3 4.5 6.8 4.5c2.2 0 3.6 1.2 5.2 3 1.6-1.8 3-3 5.2-3 3.8 0 5.9 4.1 4.4 7.4C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}

/** The like button as shown: pressed or not, the count in 万 format, busy, and a failure's message. */
export function LikeView(props: { on: boolean; count: number; busy?: boolean; error?: string | null; onClick?: () => void }) {
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
        <HeartIcon filled={on} />
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

/** F18 / G23: like and unlike with the count in 万 format; a visitor gets the login dialog. */
export function LikeButton({ entityType, entityId, initialCount }: LikeButtonProps) {
  const { isLogin } = useCurrentMember();
  const login = useLoginDialog();
  const { on, count } = useInteractionView(entityType, entityId, 'like', initialCount);
  if (!isLogin) return <LikeView on={on} count={count} onClick={() => login.open({ redirect: null })} />;
  return (
    <Suspense fallback={<LikeView on={on} count={count} busy />}>
      <MemberLikeButton entityType={entityType} entityId={entityId} initialCount={initialCount} />
    </Suspense>
  );
}
