'use client';

import { useEffect, useMemo, useState } from 'react';
import { useLocale, useT } from '@/components/providers/i18n-context';
import { QR_FRAME_HEIGHT, QR_FRAME_WIDTH } from '@/lib/constants';
import { chatAppAuthorizeUrl, newAuthState, rememberAuthState } from '@/lib/session/chat-app';
import { codeReturnPath } from '@/lib/session/code-step';
import styles from './qr-login-tab.module.css';
import { useLoginOpen } from '@/components/auth/login-open';

const QR_SIZE = 220;

/**
 * C08/C09: the chat-app QR tab (shown only when chat-app login is enabled). The 300×400 frame shows a QR
 * code of the sandbox authorization page (appid, scope, redirect_uri = /redirect on this host, a random
 * state per open, theme black) and a link that opens the same page in this browser; the code comes back
 * to the code step (B22), which logs in with `web_code` when the state is one this browser started (its
 * state cookie): an authorization finished in another browser logs nobody in there.
 */
export function QrLoginTab({ redirect }: { redirect?: string | null }) {
  const t = useT();
  const locale = useLocale();
  const [state] = useState(newAuthState);
  const [qr, setQr] = useState<string | null>(null);
  // The login dialog renders on the client only, so the location is known here; it is read again at each opening
  // (a dialog rendered ahead opens on whatever page the visitor has moved to).
  const open = useLoginOpen();
  const url = useMemo(() => {
    const returnPath = codeReturnPath(`${window.location.pathname}${window.location.search}`, redirect);
    return chatAppAuthorizeUrl({ origin: window.location.origin, returnPath, state, lang: locale });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `open` stands for the address read inside
  }, [redirect, state, locale, open]);

  // This browser started the authorization with this state: the code step redeems only its own states.
  useEffect(() => rememberAuthState(state), [state]);

  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(url, { width: QR_SIZE * 2, margin: 1, color: { dark: '#000000', light: '#ffffff' } }))
      .then((data) => live && setQr(data))
      .catch(() => live && setQr(null));
    return () => {
      live = false;
    };
  }, [url]);

  return (
    <div className={styles.frame} style={{ maxWidth: QR_FRAME_WIDTH, minHeight: QR_FRAME_HEIGHT }} data-testid="qr-login-tab">
      <p className={styles.title}>{t('login.tabQr')}</p>
      <div className={styles.code} style={{ width: QR_SIZE, height: QR_SIZE }}>
        {qr ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={qr} width={QR_SIZE} height={QR_SIZE} alt={t('qrLogin.qrAlt')} data-testid="qr-login-image" />
        ) : (
          <span className={styles.loading}>{t('qrLogin.loading')}</span>
        )}
      </div>
      <p className={styles.hint}>{t('qrLogin.scanHint')}</p>
      <a className={styles.open} href={url} data-testid="qr-open-authorize">
        {t('qrLogin.openHere')}
      </a>
      <p className={styles.note}>{t('qrLogin.sandboxNote')}</p>
    </div>
  );
}
