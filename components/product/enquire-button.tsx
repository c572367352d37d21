'use client';

import { openMessageDialog } from '@/components/chat/open-message';
import { useT } from '@/components/providers/i18n-context';
import { useLoginDialog } from '@/stores/dialogs';
import { whenSessionKnown } from '@/stores/session';
import { useCurrentMember } from '@/stores/use-current-member';
import styles from './product-detail.module.css';

/**
 * Issue 29 item 7: 询价 / 联系供应商 on a product. A visitor gets the login dialog (and comes back here); a member
 * opens the chat with the company's contact member (the desktop dialog, `/message/{id}` on a phone), or without one
 * (or being that member) is taken to the supplier's contact shown beside the product (`#product-contact`). Before
 * hydration it is that link.
 */
export function EnquireButton({ hasContact, contactMemberId = null }: { hasContact: boolean; contactMemberId?: number | null }) {
  const t = useT();
  const { hydrated, isLogin, memberId } = useCurrentMember();
  const login = useLoginDialog();
  return (
    <a
      className={styles.enquire}
      href={hasContact ? '#product-contact' : undefined}
      onClick={(e) => {
        if (!hydrated) {
          // a member's session is still loading: the click is answered once it is known
          e.preventDefault();
          const link = e.currentTarget;
          whenSessionKnown(() => link.isConnected && link.click());
          return;
        }
        if (!isLogin) {
          e.preventDefault();
          login.open({ redirect: window.location.pathname });
          return;
        }
        if (contactMemberId === null || contactMemberId === memberId) return;
        e.preventDefault();
        // the page is cached for everyone and holds no router of its own: a phone loads /message/{id}
        openMessageDialog({ memberId: contactMemberId });
      }}
      data-testid="product-enquire"
    >
      {t('product.enquire')}
    </a>
  );
}
