'use client';

import { useEffect, useState } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { BACK_TO_TOP } from '@/lib/constants';
import styles from './back-to-top.module.css';

/** E26: desktop only, 80 px from the bottom and 20 px from the right, after one viewport of scroll. */
export function BackToTop() {
  const t = useT();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > window.innerHeight);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.button}
      style={{ bottom: BACK_TO_TOP.bottom, right: BACK_TO_TOP.right }}
      aria-label={t('common.backToTop')}
      title={t('common.backToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden>
        <path d="M12 5l7 7-1.4 1.4L13 8.8V20h-2V8.8l-4.6 4.6L5 12z" fill="currentColor" />
      </svg>
    </button>
  );
}
