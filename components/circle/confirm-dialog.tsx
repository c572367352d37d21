'use client';

import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '@/components/providers/i18n-context';
import styles from './circle.module.css';

/**
 * A small modal confirm (no antd): Escape and the cancel button close it. It renders into `document.body`, so
 * the styles of the place that opens it (a row of link-like actions) never reach its buttons (issue 18 item 7).
 */
export function ConfirmDialog(props: { text: string; onConfirm: () => void; onCancel: () => void; busy?: boolean }) {
  const t = useT();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const { onCancel } = props;
  useEffect(() => {
    confirmRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onCancel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel]);
  return createPortal(
    <div className={styles.overlay} onClick={onCancel}>
      <div className={styles.dialog} role="dialog" aria-modal="true" data-testid="confirm-dialog" onClick={(e) => e.stopPropagation()}>
        <p>{props.text}</p>
        <div className={styles.dialogActions}>
          <button type="button" className={styles.ghost} onClick={onCancel} data-testid="confirm-cancel">
            {t('common.cancel')}
          </button>
          <button type="button" className={styles.button} ref={confirmRef} disabled={props.busy} onClick={props.onConfirm} data-testid="confirm-ok">
            {t('common.confirm')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
