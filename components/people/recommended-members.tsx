'use client';

import { useState } from 'react';
import { useCurrentMember } from '@/stores/use-current-member';
import { useT } from '@/components/providers/i18n-context';
import { RECOMMEND_LIST_SIZE } from '@/lib/constants';
import type { MemberListPage } from '@/lib/contract/social';
import { MemberList } from './member-list';
import styles from './recommended-members.module.css';
import { TabButton } from '@/components/ui/tab-button';
import { useTabIds } from '@/components/ui/tab-ids';

/** I37: recommended members with an 'interest' tab for everyone and a 'visitors' tab only when logged in. */
export function RecommendedMembers({ initial }: { initial: MemberListPage }) {
  const t = useT();
  const { hydrated, isLogin } = useCurrentMember();
  const [tab, setTab] = useState<'interest' | 'visitors'>('interest');
  const showVisitors = hydrated && isLogin;
  const active = showVisitors ? tab : 'interest';
  const ids = useTabIds();
  return (
    <div>
      <div className={styles.tabs} role="tablist">
        <TabButton ids={ids} tabKey="interest" selected={active === 'interest'} onSelect={() => setTab('interest')}>
          {t('people.tabInterest')}
        </TabButton>
        {showVisitors && (
          <TabButton ids={ids} tabKey="visitors" selected={active === 'visitors'} onSelect={() => setTab('visitors')} testId="recommend-visitors-tab">
            {t('people.tabVisitors')}
          </TabButton>
        )}
      </div>
      <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab(active)}>
        {active === 'interest' ? (
          <MemberList compact source={{ kind: 'list', list: 'v2/interested' }} initial={initial} size={RECOMMEND_LIST_SIZE} />
        ) : (
          <MemberList compact source={{ kind: 'list', list: 'viewd' }} size={RECOMMEND_LIST_SIZE} />
        )}
      </div>
    </div>
  );
}
