'use client';

import { useT } from '@/components/providers/i18n-context';
import { useCurrentMember } from '@/stores/use-current-member';
import { useLoginDialog } from '@/stores/dialogs';
import { preloadLoginDialog } from '@/components/auth/login-dialog-loader';
import { lazyIsland } from '@/components/ui/lazy-island';
import { intentProps } from '@/components/ui/preload';
import styles from './user-area.module.css';

function Slot() {
  return <span className={styles.slot} aria-hidden />;
}

// A member's menu and unread badge load for members only: a visitor's page (every cached page's first load) does
// not fetch them (first-load JS, docs/architecture.md). Its slot holds the place meanwhile, as before hydration.
const MemberMenu = lazyIsland(() => import('./member-menu').then((m) => m.MemberMenu), <Slot />);

/** E20/E21: a login button for visitors; for members an avatar menu (home, edit profile, settings, logout). */
export function UserArea() {
  const t = useT();
  const login = useLoginDialog();
  const { hydrated, isLogin } = useCurrentMember();

  if (!hydrated) return <Slot />;
  if (!isLogin) {
    return (
      <button type="button" className={styles.login} onClick={() => login.open()} {...intentProps(preloadLoginDialog)} data-testid="header-login">
        {t('login.title')}
      </button>
    );
  }
  return <MemberMenu />;
}
