'use client';

import { useCallback, useEffect, useState } from 'react';
import { useSessionStore } from '@/stores/session';
import { useCurrentMember } from '@/stores/use-current-member';
import { useT } from '@/components/providers/i18n-context';
import type { ColumnMemberType } from '@/lib/contract/circle';
import { useLoginDialog } from '@/stores/dialogs';
import styles from './subscribe-button.module.css';

export interface SubscribeButtonProps {
  columnId: number;
  /** The state to show before the member's own state has loaded (cached pages pass nothing). */
  initialSubscribed?: boolean;
}

async function columnApi() {
  const [{ clientTransport }, circle] = await Promise.all([import('@/lib/api/client'), import('@/lib/api/circle')]);
  return { t: clientTransport, getColumn: circle.getColumn, setColumnSubscribed: circle.setColumnSubscribed };
}

/**
 * F34: the column bar's subscribe toggle. A logged-in member's state is read in the browser
 * (`GET /post/columns/{id}`), so the page around it stays cached for everyone; a visitor gets the
 * login dialog; the column's author sees no button.
 */
export function SubscribeButton({ columnId, initialSubscribed = false }: SubscribeButtonProps) {
  const t = useT();
  const { hydrated, isLogin } = useCurrentMember();
  const login = useLoginDialog();
  const [type, setType] = useState<ColumnMemberType | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (!hydrated || !isLogin) return;
    let live = true;
    void columnApi()
      .then((api) => api.getColumn(api.t, columnId))
      .then((column) => live && setType(column.columnMemberType))
      .catch(() => undefined)
      .finally(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [hydrated, isLogin, columnId]);

  const subscribed = type === null ? initialSubscribed : type !== -1;
  const loading = hydrated && isLogin && !loaded;

  const toggle = useCallback(async () => {
    if (!useSessionStore.getState().isLogin) {
      login.open({ redirect: window.location.pathname });
      return;
    }
    setBusy(true);
    setFailed(false);
    try {
      const api = await columnApi();
      const result = await api.setColumnSubscribed(api.t, columnId, !subscribed);
      setType(result.columnMemberType);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }, [login, columnId, subscribed]);

  if (type === 'OWNER') return null;
  return (
    <span className={styles.group}>
      <button
        type="button"
        className={styles.button}
        aria-pressed={subscribed}
        disabled={busy || loading}
        onClick={() => void toggle()}
        data-testid="subscribe-button"
        data-state={subscribed ? 'subscribed' : 'none'}
      >
        {subscribed ? t('column.subscribed') : t('column.subscribe')}
      </button>
      {failed && (
        <span className={styles.error} role="alert">
          {t('interact.failed')}
        </span>
      )}
    </span>
  );
}
