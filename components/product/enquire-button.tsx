'use client';

import { useT } from '@/components/providers/i18n-context';
import { useLoginDialog } from '@/stores/dialogs';
import { useCurrentMember } from '@/stores/use-current-member';
import styles from './product-detail.module.css';

/**
 * Issue 29 item 7: 询价 / 联系供应商 on a product. A visitor gets the login dialog (and comes back here); a member is
 * taken to the supplier's contact shown beside the product (`#product-contact`). Before hydration it is that link.
 */
export function EnquireButton({ hasContact }: { hasContact: boolean }) {
  const t = useT();
  const { hydrated, isLogin } = useCurrentMember();
  const login = useLoginDialog();
  return (
    <a
      className={styles.enquire}
      href={hasContact ? '#product-contact' : undefined}
      onClick={(e) => {
        if (!hydrated || isLogin) return;
        e.preventDefault();
        login.open({ redirect: window.location.pathname });
      }}
      data-testid="product-enquire"
    >
      {t('product.enquire')}
    </a>
  );
}
