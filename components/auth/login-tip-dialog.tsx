'use client';

import { useEffect, useRef } from 'react';
import { useT } from '@/components/providers/i18n-context';
import styles from './login-tip.module.css';

/**
 * C29: the login tip — '登录查看更多优秀企业和产品信息' with 立即登录 / 立即注册 and a bottom banner. A native
 * modal `<dialog>`: the page behind is inert, Escape and the close button close it (`onClose`, which resets
 * the visit limit, C31). No antd: it opens on public cached pages.
 */
export function LoginTipDialog({ onClose, onLogin, onRegister }: { onClose: () => void; onLogin: () => void; onRegister: () => void }) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
    // start on the main action (showModal would focus the close button, the first control)
    dialog.querySelector<HTMLButtonElement>('[data-main-action]')?.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="login-tip-title"
      data-testid="login-tip"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.card}>
        <button type="button" className={styles.close} aria-label={t('common.close')} onClick={onClose} data-testid="login-tip-close">
          ×
        </button>
        <h2 id="login-tip-title" className={styles.title}>
          {t('loginTip.title')}
        </h2>
        <p className={styles.text}>{t('loginTip.text')}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={onLogin} data-main-action data-testid="login-tip-login">
            {t('loginTip.login')}
          </button>
          <button type="button" className={styles.secondary} onClick={onRegister} data-testid="login-tip-register">
            {t('loginTip.register')}
          </button>
        </div>
      </div>
      <div className={styles.banner} data-testid="login-tip-banner">
        <span>{t('loginTip.banner')}</span>
        <button type="button" onClick={onRegister}>
          {t('loginTip.register')}
        </button>
      </div>
    </dialog>
  );
}
