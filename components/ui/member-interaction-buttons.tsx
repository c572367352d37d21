'use client';

import { useT } from '@/components/providers/i18n-context';
import { FavoriteView, type FavoriteButtonProps } from './favorite-button';
import type { LikeButtonProps } from './like-button';
import { LikeView } from './like-view';
import { useInteractionToggle } from './use-interaction-toggle';

/** F18 / G23 for a member (`LikeButton` loads it): like and unlike, optimistic, a failure restored with the API's message. */
export function MemberLikeButton({ entityType, entityId, initialCount }: LikeButtonProps) {
  const t = useT();
  const { on, count, busy, failed, toggle, message } = useInteractionToggle(entityType, entityId, 'like', initialCount);
  return <LikeView on={on} count={count} busy={busy} error={failed ? (message ?? t('interact.failed')) : null} onClick={toggle} />;
}

/** F24 / G49 for a member (`FavoriteButton` loads it). */
export function MemberFavoriteButton({ entityType, entityId, initialCount = 0 }: FavoriteButtonProps) {
  const t = useT();
  const { on, count, busy, failed, toggle, message } = useInteractionToggle(entityType, entityId, 'favorite', initialCount);
  return <FavoriteView on={on} count={count} busy={busy} error={failed ? (message ?? t('interact.failed')) : null} onClick={toggle} />;
}
