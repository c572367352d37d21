'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useCurrentMember } from '@/stores/use-current-member';
import { MemberOrdersTab } from '@/components/event/member-orders-tab';
import { MemberTicketsTab } from '@/components/event/member-tickets-tab';
import { useT } from '@/components/providers/i18n-context';
import { MEMBER_MODULE_SIZE } from '@/lib/constants';
import { MemberAchievementsTab } from './member-achievements-tab';
import { MemberCirclesTab } from './member-circles-tab';
import { MemberColumnTab } from './member-column-tab';
import { MemberCompaniesTab } from './member-companies-tab';
import { MemberFavoritesTab } from './member-favorites-tab';
import { MemberFriendsTab } from './member-friends-tab';
import { MemberList } from './member-list';
import styles from './member-home.module.css';
import tabStyles from './member-tabs.module.css';
import { useTabIds } from '@/components/ui/tab-ids';

type Tab = 'posts' | 'circles' | 'follow' | 'fans' | 'companies' | 'favorites' | 'friends' | 'orders' | 'tickets' | 'achievements' | 'column';
/** I44 order: posts, circles, follow, fans, then the own-page tabs; F30: a column owner's column last. */
const TABS: Tab[] = ['posts', 'circles', 'follow', 'fans', 'companies', 'favorites', 'friends', 'orders', 'tickets', 'achievements', 'column'];
/**
 * Tabs shown on one's own page only: favourites and friends (I44), and circles, because
 * `GET /post/circles/my` only answers for the caller, and orders and tickets (H41, H42); the followed companies
 * (L15) likewise (`GET /company/companies/followed/page` answers for the caller).
 */
const OWN_ONLY: ReadonlySet<Tab> = new Set<Tab>(['circles', 'companies', 'favorites', 'friends', 'orders', 'tickets', 'achievements', 'column']);

function tabOfHash(available: Tab[]): Tab {
  const hash = window.location.hash.replace('#', '');
  return (available as string[]).includes(hash) ? (hash as Tab) : 'posts';
}

/**
 * I44: the member home tabs, chosen by the URL hash (A02, `/people/mine?tab=friends`). Everyone sees
 * posts, follow and fans; one's own page adds circles, favourites (I33), friends (I31, I32) and, for a column owner,
 * the column's news (F30). Lists page 5 at a time.
 */
export function MemberHomeTabs({ memberId, posts }: { memberId: number; posts: ReactNode }) {
  const t = useT();
  const { isLogin, memberId: me, member } = useCurrentMember();
  const [tab, setTab] = useState<Tab>('posts');
  const own = isLogin && me === memberId;
  const hasColumn = own && member?.hasColumn === true;
  const available = TABS.filter((key) => (own || !OWN_ONLY.has(key)) && (key !== 'column' || hasColumn));
  const availableKey = available.join();
  const ids = useTabIds();

  useEffect(() => {
    const keys = availableKey.split(',') as Tab[];
    const sync = () => setTab(tabOfHash(keys));
    sync();
    window.addEventListener('hashchange', sync);
    return () => window.removeEventListener('hashchange', sync);
  }, [availableKey]);

  const label: Record<Tab, string> = {
    posts: t('people.posts'),
    circles: t('circle.title'),
    follow: own ? t('people.myFollow') : t('people.theirFollow'),
    fans: own ? t('people.myFans') : t('people.theirFans'),
    companies: t('people.tabCompanies'),
    favorites: t('people.tabFavorites'),
    friends: t('people.tabFriends'),
    orders: t('order.list'),
    tickets: t('ticket.list'),
    achievements: t('achievement.mine'),
    column: t('people.tabColumn'),
  };

  let body: ReactNode;
  if (tab === 'posts') body = posts;
  else if (tab === 'circles') body = <MemberCirclesTab />;
  else if (tab === 'favorites') body = <MemberFavoritesTab />;
  else if (tab === 'companies') body = <MemberCompaniesTab />;
  else if (tab === 'friends') body = <MemberFriendsTab />;
  else if (tab === 'achievements') body = <MemberAchievementsTab />;
  else if (tab === 'column') body = <MemberColumnTab />;
  else if (tab === 'orders') body = <MemberOrdersTab />;
  else if (tab === 'tickets') body = <MemberTicketsTab />;
  else body = <MemberList key={tab} source={{ kind: tab, memberId }} size={MEMBER_MODULE_SIZE} clientPaging testId={`home-${tab}-list`} />;

  return (
    <section className={styles.tabsBox}>
      <nav className={`${styles.tabs} ${tabStyles.scroll}`} role="tablist">
        {available.map((key) => (
          <a key={key} href={`#${key}`} role="tab" id={ids.tab(key)} aria-selected={tab === key} aria-controls={ids.panel} data-testid={`home-tab-${key}`}>
            {label[key]}
          </a>
        ))}
      </nav>
      <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab(tab)} data-testid={`home-panel-${tab}`}>
        {body}
      </div>
    </section>
  );
}
