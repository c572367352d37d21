'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '@/components/providers/i18n-context';
import styles from './share-widget.module.css';

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
 * The open panel of `ShareWidget` (O26 / F23 / G29), loaded when first opened: the QR code of `target` (drawn in the
 * browser with `qrcode`), 'scan with the chat app', copy link and the optional remark and extra section.
 */
export function SharePanel({ target, remark, extra, onCopied }: { target: string; remark: string | null; extra?: ReactNode; onCopied: (message: string) => void }) {
  const t = useT();
  const [qr, setQr] = useState<string | null>(null);

  useEffect(() => {
    if (!target) return;
    let live = true;
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(target, { width: 320, margin: 1, color: { dark: '#000000', light: '#ffffff' } }))
      .then((data) => live && setQr(data))
      .catch(() => live && setQr(null));
    return () => {
      live = false;
    };
  }, [target]);

  const copy = async () => {
    const done = await copyText(target || window.location.href);
    onCopied(done ? t('share.copied') : t('share.copyFailed'));
  };

  return (
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
      {remark && <p className={styles.remark}>{remark}</p>}
      <button type="button" className={styles.copy} onClick={copy}>
        {t('share.copyLink')}
      </button>
    </div>
  );
}
