'use client';

import { lazy, Suspense } from 'react';
import { useCurrentMember } from '@/stores/use-current-member';
import { useT } from '@/components/providers/i18n-context';
import { useLoginDialog } from '@/stores/dialogs';
import styles from './events-column.module.css';

// A member's list (a ticket query) loads for members only: a visitor's first load of the cached page does not fetch
// it or the query hooks (first-load JS, docs/architecture.md). Until it is there the list shows empty, as while loading.
const MemberTickets = lazy(() => import('./ticket-box-member').then((m) => ({ default: m.MemberTickets })));

/** H51/O40: the member's upcoming tickets (read after hydration: the page is cached for everyone); visitors a login prompt. */
export function TicketBox() {
  const t = useT();
  const { hydrated, isLogin } = useCurrentMember();
  const login = useLoginDialog();
  if (!hydrated) return null;
  if (!isLogin) {
    return (
      <div>
        <p className={styles.hint}>{t('events.ticketBoxLogin')}</p>
        <button type="button" className={styles.login} onClick={() => login.open({ redirect: null })}>
          {t('auth.login')}
        </button>
      </div>
    );
  }
  return (
    <Suspense fallback={<ul className={styles.tickets} data-testid="ticket-box-list" />}>
      <MemberTickets />
    </Suspense>
  );
}
