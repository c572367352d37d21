'use client';

import { AppLink as Link } from '@/components/ui/app-link';
import { useEffect, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { UnreadBadge } from '@/components/notice/unread-badge';
import { useT } from '@/components/providers/i18n-context';
import { useCurrentMember } from '@/stores/use-current-member';
import styles from './user-area.module.css';
import { href } from '@/lib/routing/routes';

/** E21: a member's part of the header: the unread badge (K01) and the avatar menu (home, edit profile, settings, logout). */
export function MemberMenu() {
  const t = useT();
  const { memberId, member, logout } = useCurrentMember();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, [open]);

  return (
    <>
      <UnreadBadge />
      <div className={styles.menu}>
        <button
          type="button"
          className={styles.trigger}
          aria-haspopup="menu"
          aria-expanded={open}
          data-testid="header-avatar"
          onClick={(e) => {
            e.stopPropagation();
            setOpen((o) => !o);
          }}
        >
          <Avatar src={member?.avatar ?? null} name={member?.nickname ?? ''} size={30} />
          <span className={styles.name}>{member?.nickname}</span>
        </button>
        {open && (
          <ul role="menu" className={styles.dropdown}>
            <li role="none">
              <Link role="menuitem" href={href('/people/:id', { id: memberId ?? 'mine' })}>
                {t('auth.personalHome')}
              </Link>
            </li>
            <li role="none">
              <Link role="menuitem" href={href('/edit-info')} data-testid="menu-edit-info">
                {t('auth.editInfo')}
              </Link>
            </li>
            <li role="none">
              <Link role="menuitem" href={href('/mine/account-setting')}>
                {t('auth.settings')}
              </Link>
            </li>
            <li role="none">
              <button role="menuitem" type="button" onClick={() => void logout()}>
                {t('auth.logout')}
              </button>
            </li>
          </ul>
        )}
      </div>
    </>
  );
}
