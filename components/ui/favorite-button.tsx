'use client';

import { lazy, Suspense } from 'react';
import { useT } from '@/components/providers/i18n-context';
import type { FavoriteEntityType } from '@/lib/contract/interaction';
import { formatCount } from '@/lib/format/count';
import { useLoginDialog } from '@/stores/dialogs';
import { useCurrentMember } from '@/stores/use-current-member';
import { useInteractionView } from './use-interaction-view';
import styles from './like-button.module.css';
import { ToggleGroup } from './toggle-group';

// The member's button loads for members only (first-load JS, docs/architecture.md); until then it shows the state, disabled.
const MemberFavoriteButton = lazy(() => import('./member-interaction-buttons').then((m) => ({ default: m.MemberFavoriteButton })));

export interface FavoriteButtonProps {
  /** 13 news, 11 post. */
  entityType: FavoriteEntityType;
  entityId: number;
  initialCount?: number;
}

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M12 3.2l2.7 5.6 6.1.8-4.5 4.2 1.1 6L12 16.9l-5.4 2.9 1.1-6-4.5-4.2 6.1-.8z" />
    </svg>
  );
}

/** The favourite button as shown: on or not, the count when there is one, busy, and a failure's message. */
export function FavoriteView(props: { on: boolean; count: number; busy?: boolean; error?: string | null; onClick?: () => void }) {
  const t = useT();
  const { on, count, busy = false, error = null, onClick } = props;
  return (
    <ToggleGroup error={error}>
      <button type="button" className={styles.button} aria-pressed={on} disabled={busy} onClick={onClick} data-testid="favorite-button">
        <StarIcon filled={on} />
        <span>{on ? t('company.favorited') : t('people.refavorite')}</span>
        {count > 0 && <span data-testid="favorite-count">{formatCount(count)}</span>}
      </button>
    </ToggleGroup>
  );
}

/** F24 / G49: favourite toggle (`{entityType, entityId}`); a visitor gets the login dialog. */
export function FavoriteButton({ entityType, entityId, initialCount = 0 }: FavoriteButtonProps) {
  const { isLogin } = useCurrentMember();
  const login = useLoginDialog();
  const { on, count } = useInteractionView(entityType, entityId, 'favorite', initialCount);
  if (!isLogin) return <FavoriteView on={on} count={count} onClick={() => login.openForVisitor({ redirect: null })} />;
  return (
    <Suspense fallback={<FavoriteView on={on} count={count} busy />}>
      <MemberFavoriteButton entityType={entityType} entityId={entityId} initialCount={initialCount} />
    </Suspense>
  );
}
