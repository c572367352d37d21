'use client';

import { FavoriteButton } from '@/components/ui/favorite-button';
import { LikeButton } from '@/components/ui/like-button';
import { ReportButton } from '@/components/ui/report-dialog-trigger';
import { ShareWidget } from '@/components/ui/share-widget';
import { ENTITY_TYPE } from '@/lib/constants';
import styles from './interaction-bar.module.css';

export interface InteractionBarProps {
  kind: 'news' | 'post';
  entityId: number;
  likeCount: number;
  favoriteCount?: number;
}

/** Like, favourite, share and report of a news item (F18, F23, F24) or a post (G23, G29, G46, G49). */
export function InteractionBar({ kind, entityId, likeCount, favoriteCount }: InteractionBarProps) {
  const entityType = kind === 'news' ? ENTITY_TYPE.news : ENTITY_TYPE.post;
  return (
    <div className={styles.bar} data-testid="interaction-bar">
      <LikeButton entityType={entityType} entityId={entityId} initialCount={likeCount} />
      <FavoriteButton entityType={entityType} entityId={entityId} initialCount={favoriteCount} />
      <ShareWidget remark />
      <span className={styles.report}>
        <ReportButton entityType={entityType} entityId={entityId} plain />
      </span>
    </div>
  );
}
