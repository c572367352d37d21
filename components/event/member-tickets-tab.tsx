'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ClientPager } from '@/components/people/client-pager';
import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { MEMBER_MODULE_SIZE } from '@/lib/constants';
import { formatDateRange } from '@/lib/format/date-range';
import { ticketPageQuery } from '@/lib/queries/events';
import { ticketHref } from '@/lib/routing/events-links';
import { useCurrentMember } from '@/stores/use-current-member';
import styles from './member-orders.module.css';

/** H42/I44: one's own tickets; each links to `/people/ticket/{id}`. */
export function MemberTicketsTab() {
  const t = useT();
  const [current, setCurrent] = useState(1);
  const { memberId } = useCurrentMember();
  const tickets = useQuery({ ...ticketPageQuery(memberId, current, MEMBER_MODULE_SIZE), placeholderData: keepPreviousData });
  const page = tickets.data;
  return (
    <div data-testid="member-tickets">
      {page && page.records.length === 0 && <p className={styles.empty}>{t('ticket.empty')}</p>}
      <ul className={styles.list}>
        {page?.records.map((ticket) => (
          <li key={ticket.id}>
            <Link href={ticketHref(ticket.id)} className={styles.row} data-testid="member-ticket">
              <span className={styles.text}>
                <strong>{ticket.activityTitle}</strong>
                <small>
                  {ticket.skuName} · {formatDateRange(ticket.startTime, ticket.endTime)}
                </small>
              </span>
              <span className={styles.status}>{ticket.code}</span>
            </Link>
          </li>
        ))}
      </ul>
      {page && <ClientPager current={page.current} pages={page.pages} onPage={setCurrent} />}
    </div>
  );
}
