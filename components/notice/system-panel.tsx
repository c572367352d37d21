'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { PrivatePreview } from '@/components/chat/private-preview';
import { useConversations } from '@/components/chat/use-conversations';
import { unreadTotal } from '@/lib/chat/lists';
import { BADGE_CAP } from '@/lib/constants';
import { formatBadge } from '@/lib/format/count';
import { FriendRequestList } from './friend-request-list';
import { NoticeList } from './notice-list';
import { isNoticeTab, PANEL_TABS, type PanelTabKey } from './panel-tabs';
import { useNoticeCounts } from './use-unread-loader';
import styles from './system-panel.module.css';
import { href } from '@/lib/routing/routes';
import { TabButton } from '@/components/ui/tab-button';
import { useTabIds } from '@/components/ui/tab-ids';

export { PANEL_TABS, type PanelTabKey } from './panel-tabs';

const TOAST_MS = 3000;

/**
 * K01–K38: the system-message tabs with their unread counters (`lib/queries/msg.ts`; the private tab's is the
 * conversations' total, `lib/queries/chat.ts`). Opening a tab loads it (TanStack Query, `lib/queries/social.ts`
 * and `lib/queries/msg.ts`); comment, notice and new-member tabs are then marked read on the server (apply and
 * private never are) and the counters reload. `mode` 'popover' lists 5 with a 'view all' link; 'page'
 * (`/system-message`) pages 10 at a time.
 */
export function SystemPanel({ mode, size, onNavigate }: { mode: 'popover' | 'page'; size: number; onNavigate?: () => void }) {
  const t = useT();
  const counts = useNoticeCounts();
  const { conversations } = useConversations();
  const [tabKey, setTabKey] = useState<PanelTabKey>('apply');
  const [current, setCurrent] = useState(1);
  const [toast, setToast] = useState<string | null>(null);
  const toastTimer = useRef<number | undefined>(undefined);

  const showToast = useCallback((text: string) => {
    setToast(text);
    window.clearTimeout(toastTimer.current);
    toastTimer.current = window.setTimeout(() => setToast(null), TOAST_MS);
  }, []);
  useEffect(() => () => window.clearTimeout(toastTimer.current), []);

  const open = (key: PanelTabKey) => {
    setTabKey(key);
    setCurrent(1);
  };

  const tab = PANEL_TABS.find((x) => x.key === tabKey) ?? PANEL_TABS[0];
  const ids = useTabIds();
  const list = { current, size, onPage: mode === 'page' ? setCurrent : undefined, onToast: showToast };
  return (
    <div className={`${styles.panel} ${mode === 'popover' ? styles.popover : styles.page}`} data-testid={`system-panel-${mode}`}>
      <div className={styles.tabs} role="tablist" aria-label={t('notice.title')}>
        {PANEL_TABS.map((spec) => {
          const n = spec.counter ? (counts?.[spec.counter] ?? 0) : unreadTotal(conversations);
          const badge = formatBadge(n, BADGE_CAP);
          return (
            <TabButton key={spec.key} ids={ids} tabKey={spec.key} selected={tabKey === spec.key} onSelect={() => open(spec.key)} testId={`panel-tab-${spec.key}`}>
              {t(spec.label)}
              {badge && <span className={styles.count}>{badge}</span>}
            </TabButton>
          );
        })}
      </div>
      <div className={styles.content} role="tabpanel" id={ids.panel} aria-labelledby={ids.tab(tab.key)}>
        {tab.key === 'apply' && <FriendRequestList {...list} />}
        {isNoticeTab(tab) && <NoticeList key={tab.key} tab={tab} {...list} />}
        {tab.key === 'private' && <PrivatePreview onNavigate={onNavigate} />}
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
