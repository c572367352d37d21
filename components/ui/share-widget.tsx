'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { lazyIsland } from './lazy-island';
import { intentProps, preloader } from './preload';
import buttonStyles from './like-button.module.css';
import styles from './share-widget.module.css';

export interface ShareWidgetProps {
  /** The URL to share; default: the current page without its query. */
  url?: string;
  /** Optional remark under the QR code (O26); `true` shows the default remark. */
  remark?: string | boolean;
  /**
   * An extra section at the top of the open panel (e.g. the mini-app code of a circle, G34). It is
   * mounted only while the panel is open, so anything it loads is fetched on demand.
   */
  extra?: ReactNode;
}

const TOAST_MS = 2000;

// The panel's code loads when the button is hovered, focused or touched (or on the first click): it is not part of
// the page's first load (first-load JS, docs/architecture.md). Until it is there the panel's box shows, empty.
const loadSharePanel = () => import('./share-panel').then((m) => m.SharePanel);
const preloadSharePanel = preloader(loadSharePanel);

function PanelFrame() {
  const t = useT();
  return <div className={styles.panel} role="dialog" aria-label={t('share.title')} aria-busy="true" data-testid="share-panel" />;
}

const SharePanel = lazyIsland(loadSharePanel, <PanelFrame />);

function ShareIcon() {
  return (
    <svg className={buttonStyles.icon} viewBox="0 0 24 24" aria-hidden fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}

/**
 * O26 / F23 / G29: a share button opening a panel with the QR code of the page (drawn in the browser
 * with `qrcode`), 'scan with the chat app', copy link (toast 'copy succeeded') and an optional remark.
 */
export function ShareWidget({ url, remark, extra }: ShareWidgetProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [toast, setToast] = useState<string | null>(null);
  const wrap = useRef<HTMLSpanElement>(null);
  const [target, setTarget] = useState(url ?? '');

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  const toggle = () => {
    if (!open) setTarget(url ?? `${window.location.origin}${window.location.pathname}`);
    setOpen((v) => !v);
  };

  const remarkText = remark === true ? t('share.remark') : remark || null;

  return (
    <span className={styles.wrap} ref={wrap}>
      <button
        type="button"
        className={buttonStyles.button}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={toggle}
        {...intentProps(preloadSharePanel)}
        data-testid="share-button"
      >
        <ShareIcon />
        <span>{t('share.title')}</span>
      </button>
      {open && <SharePanel target={target} remark={remarkText} extra={extra} onCopied={setToast} />}
      {toast && (
        <span className={styles.toast} role="status">
          {toast}
        </span>
      )}
    </span>
  );
}
