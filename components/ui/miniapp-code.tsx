'use client';

import { useEffect, useState } from 'react';
import styles from './miniapp-code.module.css';

/**
 * A mini-app code shown as the extra section of a share panel (G34 circles, I34 members): loaded when mounted
 * (the panel mounts it only while open), a blank square until it arrives, and the scan hint or the failure.
 * `loadKey` names what is loaded: a new key loads again.
 */
export function MiniappCode(props: { loadKey: string; load: () => Promise<string>; alt: string; scan: string; failed: string }) {
  const { loadKey, load, alt, scan, failed: failedText } = props;
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    load()
      .then((url) => live && setSrc(url))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
    // `load` is a new function on every render; `loadKey` names what it loads
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadKey]);

  return (
    <div className={styles.miniapp} data-testid="share-miniapp">
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.code} src={src} alt={alt} width={120} height={120} data-testid="share-miniapp-code" />
      ) : (
        <span className={styles.code} aria-hidden />
      )}
      <p className={failed ? styles.failed : styles.caption} role={failed ? 'alert' : undefined}>
        {failed ? failedText : scan}
      </p>
    </div>
  );
}
