'use client';

import { useEffect, useState } from 'react';
import { circleApi } from '@/components/circle/client-api';
import { useT } from '@/components/providers/i18n-context';
import { ShareWidget } from '@/components/ui/share-widget';
import styles from './circle-share.module.css';

/**
 * G34: the circle's mini-app code (`GET /post/circles/{id}/miniapp-code`), shown as the extra section of
 * the share panel. Mounted only while the panel is open, so the call runs on demand.
 */
export function CircleMiniappCode({ circleId }: { circleId: number }) {
  const t = useT();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    circleApi()
      .then((api) => api.getCircleMiniappCode(api.t, circleId))
      .then((url) => live && setSrc(url))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [circleId]);

  return (
    <div className={styles.miniapp} data-testid="share-miniapp">
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.code} src={src} alt={t('circle.miniappCode')} width={120} height={120} data-testid="share-miniapp-code" />
      ) : (
        <span className={styles.code} aria-hidden />
      )}
      <p className={failed ? styles.failed : styles.caption} role={failed ? 'alert' : undefined}>
        {failed ? t('circle.miniappFailed') : t('circle.miniappScan')}
      </p>
    </div>
  );
}

/** G34: share on the circle navigation bar: the page QR and copy link of the share widget plus the mini-app code. */
export function CircleShare({ circleId }: { circleId: number }) {
  return <ShareWidget extra={<CircleMiniappCode circleId={circleId} />} />;
}
