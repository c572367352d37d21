'use client';

import type { ReactNode } from 'react';
import { useLocale, useT } from '@/components/providers/i18n-context';
import { ADMIN_MEMBER_ID } from '@/lib/constants';
import type { MemberListItem } from '@/lib/contract/social';
import { formatRelativeTime } from '@/lib/format/relative-time';
import { MemberWho } from './member-who';
import styles from './people.module.css';

/** The id a list item stands for (lists answer `memberId`, a few older ones `id`). */
export const memberIdOf = (item: MemberListItem) => item.memberId ?? item.id;

/**
 * I16: one member as shown in a list: avatar, name, company and position (and, among my visitors, when they came),
 * then `actions` — the follow and friend buttons, never for oneself nor the platform's administrator.
 */
export function MemberRowView({ item, me, compact, actions }: { item: MemberListItem; me: number | null; compact?: boolean; actions: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const id = memberIdOf(item);
  const own = me !== null && me === id;
  return (
    <li className={styles.item} data-testid="member-item">
      <MemberWho
        id={id}
        name={item.name}
        avatar={item.avatar}
        company={item.company}
        companyLink={item.companyLink}
        relation={item.companyRelation}
        position={item.position}
        size={compact ? 36 : 48}
        extra={
          item.viewTime && (
            <small className={styles.visitTime} data-testid="visit-time" title={item.viewTime} suppressHydrationWarning>
              {t('people.visitedAt', { time: formatRelativeTime(item.viewTime, { locale }) })}
            </small>
          )
        }
      />
      {!own && id !== ADMIN_MEMBER_ID && <span className={styles.actions}>{actions}</span>}
    </li>
  );
}
