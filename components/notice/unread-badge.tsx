'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { PanelFrame } from '@/components/ui/dialog-frame';
import { intentProps, preloader, useIdlePreload } from '@/components/ui/preload';
import { useDeferredMount } from '@/components/ui/use-deferred-mount';
import { BADGE_CAP, SYSTEM_LIST_SIZE } from '@/lib/constants';
import { formatBadge } from '@/lib/format/count';
import { useUnreadTotal } from './use-unread-loader';
import styles from './unread-badge.module.css';
import { href } from '@/lib/routing/routes';

// issue 18 item 13: fetched when the page is idle or the bell is hovered, focused or touched; its frame shows meanwhile
const loadSystemPanel = () => import('./system-panel');
const preloadSystemPanel = preloader(loadSystemPanel);
const SystemPanel = dynamic(() => loadSystemPanel().then((m) => m.SystemPanel), { ssr: false, loading: () => <PopoverFrame /> });

function PopoverFrame() {
  const t = useT();
  return <PanelFrame title={t('notice.title')} lines={5} testId="notice-frame" className={styles.frame} />;
}

function Bell() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** K01, K03, K06: the header badge of a logged-in member; opens the 460 px system-message popover (its code fetched ahead, issue 18 item 13). */
export function UnreadBadge() {
  const t = useT();
  const { show, total } = useUnreadTotal();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useIdlePreload(preloadSystemPanel, show);
  // the frame paints at once, the panel right after it
  const panel = useDeferredMount(open);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  if (!show) return null;
  const badge = formatBadge(total, BADGE_CAP);
  return (
    <div className={styles.wrap} ref={box}>
      <button type="button" className={styles.bell} aria-label={t('notice.open')} aria-expanded={open} onClick={() => setOpen((o) => !o)} {...intentProps(preloadSystemPanel)} data-testid="notice-badge">
        <Bell />
        {badge && (
          <span className={styles.badge} data-testid="notice-badge-count">
            {badge}
          </span>
        )}
      </button>
      {open && (
        <div className={styles.popover} role="dialog" aria-label={t('notice.title')}>
          {panel ? <SystemPanel mode="popover" size={SYSTEM_LIST_SIZE} onNavigate={() => setOpen(false)} /> : <PopoverFrame />}
        </div>
      )}
    </div>
  );
}

/** Mobile (W): the badge links to the `/system-message` page. */
export function UnreadBadgeLink() {
  const t = useT();
  const { show, total } = useUnreadTotal();
  if (!show) return null;
  const badge = formatBadge(total, BADGE_CAP);
  return (
    <Link href={href('/system-message')} className={styles.bell} aria-label={t('notice.open')} data-testid="notice-badge">
      <Bell />
      {badge && (
        <span className={styles.badge} data-testid="notice-badge-count">
          {badge}
        </span>
      )}
    </Link>
  );
}
