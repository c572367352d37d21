'use client';

import { useQuery } from '@tanstack/react-query';
import { useCurrentMember } from '@/stores/use-current-member';
import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { formatDateRange } from '@/lib/format/date-range';
import { ticketPageQuery } from '@/lib/queries/events';
import { ticketHref } from '@/lib/routing/events-links';
import styles from './events-column.module.css';

/** How many upcoming tickets the box lists. */
const TICKET_BOX_SIZE = 5;

/** H51/O40: a member's upcoming tickets in the ticket box (`TicketBox` loads it for members). */
export function MemberTickets() {
  const t = useT();
  const { hydrated, isLogin, memberId } = useCurrentMember();
  const tickets = useQuery({ ...ticketPageQuery(memberId, 1, TICKET_BOX_SIZE, true), enabled: hydrated && isLogin });
  const records = tickets.data?.records ?? [];
  if (tickets.isSuccess && records.length === 0) return <p className={styles.hint}>{t('events.ticketBoxEmpty')}</p>;
  return (
    <ul className={styles.tickets} data-testid="ticket-box-list">
      {records.map((ticket) => (
        <li key={ticket.id}>
          <Link href={ticketHref(ticket.id)}>
            <strong>{ticket.activityTitle}</strong>
            <span>{formatDateRange(ticket.startTime, ticket.endTime)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
