'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useCurrentMember } from '@/components/auth/use-current-member';
import { useT } from '@/components/providers/i18n-context';
import { MEMBER_MODULE_SIZE } from '@/lib/constants';
import { MemberList } from './member-list';
import styles from './member-home.module.css';

type Tab = 'posts' | 'follow' | 'fans';
const TABS: Tab[] = ['posts', 'follow', 'fans'];

function tabOfHash(): Tab {
  const hash = window.location.hash.replace('#', '');
  return (TABS as string[]).includes(hash) ? (hash as Tab) : 'posts';
}

/** I44: the member home tabs (posts, follow, fans), chosen by the URL hash (A02); lists page 5 at a time. */
export function MemberHomeTabs({ memberId, posts }: { memberId: number; posts: ReactNode }) {
  const t = useT();
  const { isLogin, memberId: me } = useCurrentMember();
  const [tab, setTab] = useState<Tab>('posts');
  const own = isLogin && me === memberId;

  useEffect(() => {
    const sync = () => setTab(tabOfHash());
    sync();
    window.addEventListener('hashchange', sync);
    return () => window.removeEventListener('hashchange', sync);
  }, []);

  const label: Record<Tab, string> = {
    posts: t('people.posts'),
    follow: own ? t('people.myFollow') : t('people.theirFollow'),
    fans: own ? t('people.myFans') : t('people.theirFans'),
  };
  return (
    <section className={styles.tabsBox}>
      <nav className={styles.tabs} role="tablist">
        {TABS.map((key) => (
          <a key={key} href={`#${key}`} role="tab" aria-selected={tab === key} data-testid={`home-tab-${key}`}>
            {label[key]}
          </a>
        ))}
      </nav>
      {tab === 'posts' ? posts : <MemberList key={tab} source={{ kind: tab, memberId }} size={MEMBER_MODULE_SIZE} clientPaging testId={`home-${tab}-list`} />}
    </section>
  );
}
