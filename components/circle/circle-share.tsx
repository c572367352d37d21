'use client';

import { circleMiniappCode } from '@/lib/queries/circle';
import { useT } from '@/components/providers/i18n-context';
import { MiniappCode } from '@/components/ui/miniapp-code';
import { ShareWidget } from '@/components/ui/share-widget';

/**
 * G34: the circle's mini-app code (`GET /post/circles/{id}/miniapp-code`), shown as the extra section of
 * the share panel. Mounted only while the panel is open, so the call runs on demand.
 */
export function CircleMiniappCode({ circleId }: { circleId: number }) {
  const t = useT();
  return (
    <MiniappCode
      loadKey={`circle:${circleId}`}
      load={() => circleMiniappCode(circleId)}
      alt={t('circle.miniappCode')}
      scan={t('circle.miniappScan')}
      failed={t('circle.miniappFailed')}
    />
  );
}

/** G34: share on the circle navigation bar: the page QR and copy link of the share widget plus the mini-app code. */
export function CircleShare({ circleId }: { circleId: number }) {
  return <ShareWidget extra={<CircleMiniappCode circleId={circleId} />} />;
}
