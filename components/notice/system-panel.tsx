'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { NOTICE_TYPE } from '@/lib/constants';
import type { Page } from '@/lib/contract/common';
import type { Notice } from '@/lib/contract/msg';
import type { FriendApplication } from '@/lib/contract/social';
import type { MessageKey } from '@/locales/zh';
import { badgeText, useUnreadStore, type UnreadKey } from '@/stores/unread';
import { PrivatePreview } from '@/components/chat/private-preview';
import { FriendRequestCard } from './friend-request-card';
import { noticeApi } from './lazy-api';
import { NoticeItem } from './notice-item';
import styles from './system-panel.module.css';
import { href } from '@/lib/routing/routes';

/** K02: the tabs in order with their keys (apply −1, private −2, the others their notice type). */
export const PANEL_TABS = [
  { key: 'apply', type: -1, label: 'notice.tabApply', counter: 'friendApplicationsPendingCount' },
  { key: 'comment', type: NOTICE_TYPE.comment, label: 'notice.tabComment', counter: 'commentUnreadMessageCount' },
  { key: 'notice', type: NOTICE_TYPE.notice, label: 'notice.tabNotice', counter: 'noticeUnreadMessageCount' },
  { key: 'private', type: -2, label: 'notice.tabPrivate', counter: null },
  { key: 'newUser', type: NOTICE_TYPE.member, label: 'notice.tabNewUser', counter: 'circleRequestUnreadMessageCount' },
] as const satisfies readonly { key: string; type: number; label: MessageKey; counter: UnreadKey | null }[];

export type PanelTabKey = (typeof PANEL_TABS)[number]['key'];

/** K08 DEFAULT: the notice tab's read call also clears types 2 and 5. */
const NOTICE_READ_EXTRA = '2,5';

type Loaded = { key: string } & ({ kind: 'apply'; page: Page<FriendApplication> } | { kind: 'notices'; page: Page<Notice> });

const TOAST_MS = 3000;

/**
 * K01–K38: the system-message tabs. Opening a tab loads it; comment, notice and new-member tabs are then
 * marked read on the server (apply and private never are) and the counters reload. `mode` 'popover' lists
 * 5 with a 'view all' link; 'page' (`/system-message`) pages 10 at a time.
 */
export function SystemPanel({ mode, size, onNavigate }: { mode: 'popover' | 'page'; size: number; onNavigate?: () => void }) {
  const t = useT();
  const counts = useUnreadStore();
  const [tab, setTab] = useState<PanelTabKey>('apply');
  const [current, setCurrent] = useState(1);
  const [result, setResult] = useState<Loaded | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const requestKey = `${tab}:${current}:${size}`;
  const [toast, setToast] = useState<string | null>(null);
  const [now, setNow] = useState(0);
  const toastTimer = useRef<number | undefined>(undefined);

  const showToast = useCallback((text: string) => {
    setToast(text);
    window.clearTimeout(toastTimer.current);
    toastTimer.current = window.setTimeout(() => setToast(null), TOAST_MS);
  }, []);
  useEffect(() => () => window.clearTimeout(toastTimer.current), []);

  useEffect(() => {
    let live = true;
    const spec = PANEL_TABS.find((x) => x.key === tab)!;
    const key = `${tab}:${current}:${size}`;
    if (spec.key === 'private') return;
    void noticeApi()
      .then(async (api) => {
        if (spec.key === 'apply') {
          const page = await api.getFriendRequests(api.t, { current, size });
          if (live) setResult({ key, kind: 'apply', page });
          return;
        }
        const page = await api.getNoticePage(api.t, { noticeType: spec.type, current, size });
        if (!live) return;
        setNow(Date.now());
        setResult({ key, kind: 'notices', page });
        await api.readNotices(api.t, spec.type, spec.key === 'notice' ? NOTICE_READ_EXTRA : undefined);
        useUnreadStore.getState().clear(spec.counter);
        await useUnreadStore.getState().load();
      })
      .catch(() => {
        if (live) setFailedKey(key);
      });
    return () => {
      live = false;
    };
  }, [tab, current, size]);

  const open = (key: PanelTabKey) => {
    setTab(key);
    setCurrent(1);
  };

  const isPrivate = tab === 'private';
  const loaded = !isPrivate && result?.key === requestKey ? result : null;
  const failed = !isPrivate && !loaded && failedKey === requestKey;
  const page = loaded ? loaded.page : null;
  return (
    <div className={`${styles.panel} ${mode === 'popover' ? styles.popover : styles.page}`} data-testid={`system-panel-${mode}`}>
      <div className={styles.tabs} role="tablist" aria-label={t('notice.title')}>
        {PANEL_TABS.map((spec) => {
          const n = spec.counter ? counts[spec.counter] : counts.privateUnread;
          const badge = badgeText(n);
          return (
            <button key={spec.key} type="button" role="tab" aria-selected={tab === spec.key} onClick={() => open(spec.key)} data-testid={`panel-tab-${spec.key}`}>
              {t(spec.label)}
              {badge && <span className={styles.count}>{badge}</span>}
            </button>
          );
        })}
      </div>
      <div className={styles.content} role="tabpanel">
        {failed && <p className={styles.empty}>{t('people.loadFailed')}</p>}
        {!failed && !loaded && !isPrivate && <p className={styles.empty}>{t('common.loading')}</p>}
        {isPrivate && <PrivatePreview onNavigate={onNavigate} />}
        {page && page.records.length === 0 && <p className={styles.empty}>{t('notice.empty')}</p>}
        {loaded?.kind === 'apply' && loaded.page.records.length > 0 && (
          <ul className={styles.list}>
            {loaded.page.records.map((item) => (
              <FriendRequestCard key={item.id} item={item} onToast={showToast} />
            ))}
          </ul>
        )}
        {loaded?.kind === 'notices' && loaded.page.records.length > 0 && (
          <ul className={styles.list}>
            {loaded.page.records.map((n) => (
              <NoticeItem key={n.id} notice={n} now={now} onToast={showToast} />
            ))}
          </ul>
        )}
        {mode === 'page' && page && page.pages > 1 && (
          <nav className={styles.pager}>
            <button type="button" disabled={current <= 1} onClick={() => setCurrent((c) => c - 1)}>
              {t('common.prev')}
            </button>
            <span>
              {page.current} / {page.pages}
            </span>
            <button type="button" disabled={current >= page.pages} onClick={() => setCurrent((c) => c + 1)}>
              {t('common.next')}
            </button>
          </nav>
        )}
      </div>
      {mode === 'popover' && (
        <Link href={href('/system-message')} className={styles.viewAll} onClick={onNavigate} data-testid="panel-view-all">
          {t('notice.viewAll')}
        </Link>
      )}
      {toast && (
        <div className={styles.toast} role="alert" data-testid="panel-toast">
          {toast}
        </div>
      )}
    </div>
  );
}
