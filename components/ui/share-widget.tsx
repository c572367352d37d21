'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '@/components/providers/i18n-context';
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

async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall back to a selection copy below
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const done = document.execCommand('copy');
    area.remove();
    return done;
  } catch {
    return false;
  }
}

/**
 * O26 / F23 / G29: a share button opening a panel with the QR code of the page (drawn in the browser
 * with `qrcode`), 'scan with the chat app', copy link (toast 'copy succeeded') and an optional remark.
 */
export function ShareWidget({ url, remark, extra }: ShareWidgetProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [qr, setQr] = useState<string | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const wrap = useRef<HTMLSpanElement>(null);
  const [target, setTarget] = useState(url ?? '');

  useEffect(() => {
    if (!open || !target) return;
    const link = target;
    let live = true;
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(link, { width: 320, margin: 1, color: { dark: '#000000', light: '#ffffff' } }))
      .then((data) => live && setQr(data))
      .catch(() => live && setQr(null));
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      live = false;
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open, target]);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  const toggle = () => {
    if (!open) setTarget(url ?? `${window.location.origin}${window.location.pathname}`);
    setOpen((v) => !v);
  };

  const copy = async () => {
    const done = await copyText(target || window.location.href);
    setToast(done ? t('share.copied') : t('share.copyFailed'));
  };

  const remarkText = remark === true ? t('share.remark') : remark || null;

  return (
    <span className={styles.wrap} ref={wrap}>
      <button type="button" className={buttonStyles.button} aria-expanded={open} aria-haspopup="dialog" onClick={toggle} data-testid="share-button">
        <ShareIcon />
        <span>{t('interact.share')}</span>
      </button>
      {open && (
        <div className={styles.panel} role="dialog" aria-label={t('share.title')} data-testid="share-panel">
          {extra}
          {qr ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img className={styles.qr} src={qr} alt={t('share.qrAlt')} width={160} height={160} data-testid="share-qr" />
          ) : (
            <span className={styles.qr} aria-hidden />
          )}
          <p className={styles.scan}>{t('share.scan')}</p>
          <p className={styles.hint}>{t('share.scanHint')}</p>
          {remarkText && <p className={styles.remark}>{remarkText}</p>}
          <button type="button" className={styles.copy} onClick={copy}>
            {t('share.copyLink')}
          </button>
        </div>
      )}
      {toast && (
        <span className={styles.toast} role="status">
          {toast}
        </span>
      )}
    </span>
  );
}
