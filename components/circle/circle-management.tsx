'use client';

import { useState } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { TabButton } from '@/components/ui/tab-button';
import { useTabIds } from '@/components/ui/tab-ids';
import { useCurrentMember } from '@/stores/use-current-member';
import type { MessageKey } from '@/locales/zh';
import { ManageMembers } from './manage-members';
import { ManageNotices } from './manage-notices';
import { ManagePosts } from './manage-posts';
import { ManageRequests } from './manage-requests';
import styles from './circle.module.css';

type Tab = 'members' | 'requests' | 'notices' | 'posts';
const TABS: { key: Tab; label: MessageKey }[] = [
  { key: 'members', label: 'circle.tabMembers' },
  { key: 'requests', label: 'circle.tabRequests' },
  { key: 'notices', label: 'circle.tabNotices' },
  { key: 'posts', label: 'circle.tabPosts' },
];

/**
 * G09 (G36–G41, G25): the management page of a circle for its owner and admins: members (batch remove, transfer
 * by the owner), join requests (accept / reject, then 已接受 / 已拒绝), notices, pins. Each tab reads its list
 * through `lib/queries/circle.ts`; the API decides every permission again (10403).
 */
export function CircleManagement({ circleId, role }: { circleId: number; role: 'OWNER' | 'ADMIN' }) {
  const t = useT();
  const { hydrated, memberId } = useCurrentMember();
  const [tab, setTab] = useState<Tab>('members');
  const ids = useTabIds();
  const props = { circleId, viewer: memberId };
  return (
    <section className={styles.section} data-testid="circle-management">
      <div className={styles.tabs} role="tablist">
        {TABS.map((x) => (
          <TabButton key={x.key} ids={ids} tabKey={x.key} selected={tab === x.key} onSelect={() => setTab(x.key)} testId={`manage-tab-${x.key}`}>
            {t(x.label)}
          </TabButton>
        ))}
      </div>
      <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab(tab)}>
        {!hydrated && <p className={styles.status}>{t('common.loading')}</p>}
        {hydrated && tab === 'members' && <ManageMembers {...props} role={role} />}
        {hydrated && tab === 'requests' && <ManageRequests {...props} />}
        {hydrated && tab === 'notices' && <ManageNotices {...props} />}
        {hydrated && tab === 'posts' && <ManagePosts {...props} />}
      </div>
    </section>
  );
}
