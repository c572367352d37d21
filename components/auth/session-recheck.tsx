'use client';

import { useEffect, useState } from 'react';
import { useT } from '@/components/providers/i18n-context';
import styles from './session-recheck.module.css';

/** A second recheck of the same page within this long logs out instead of refreshing again (no reload loop). */
const RECHECK_AGAIN_MS = 60_000;
const recheckKey = (path: string) => `session-recheck:${path}`;

/**
 * Issue 30 item 5: what a personal page renders when the API refused its member's token (a logout elsewhere, a
 * revoked session) — never a 500. The browser refreshes the session once: renewed, the page loads again with the new
 * token; refused, the refresher has logged out (B30) and the reload meets the login gate, which opens the login
 * dialog (as `/people/visitors` does through the browser client). A network failure says so, with a retry.
 */
export function SessionRecheck() {
  const t = useT();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void (async () => {
      const key = recheckKey(window.location.pathname);
      const again = Date.now() - Number(window.sessionStorage.getItem(key) ?? 0) < RECHECK_AGAIN_MS;
      window.sessionStorage.setItem(key, String(Date.now()));
      const [{ refreshSession }, { clearSession }] = await Promise.all([import('@/lib/api/client'), import('@/lib/session/session')]);
      if (again) {
        // renewed a moment ago and refused again: this session cannot read the page
        window.sessionStorage.removeItem(key);
        clearSession();
        window.location.reload();
        return;
      }
      try {
        await refreshSession();
      } catch {
        const { getAccessToken } = await import('@/lib/session/session');
        // still holding a token: the refresh could not be made (network), not refused
        if (getAccessToken()) {
          if (live) setFailed(true);
          window.sessionStorage.removeItem(key);
          return;
        }
      }
      window.location.reload();
    })();
    return () => {
      live = false;
    };
  }, [attempt]);

  return (
    <div className={styles.box} data-testid="session-recheck" role="status">
      {failed ? (
        <>
          <p>{t('session.recheckFailed')}</p>
          <button
            type="button"
            className={styles.retry}
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            {t('common.retry')}
          </button>
        </>
      ) : (
        <p aria-busy="true">
          <span className={styles.spinner} aria-hidden="true" />
          {t('session.rechecking')}
        </p>
      )}
    </div>
  );
}
