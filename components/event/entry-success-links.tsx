'use client';

import { useQuery } from '@tanstack/react-query';
import { useCurrentMember } from '@/stores/use-current-member';
import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { orderQuery } from '@/lib/queries/events';
import { eventHref, orderHref, ticketHref } from '@/lib/routing/events-links';

/** H11: the member's tickets of the order and the order itself (read in the browser: the page is the same for everyone). */
export function EntrySuccessLinks({ orderId }: { orderId: number }) {
  const t = useT();
  const { hydrated, isLogin, memberId } = useCurrentMember();
  const order = useQuery({ ...orderQuery(orderId, memberId), enabled: hydrated && isLogin });
  if (!order.data) return null;
  return (
    <>
      {order.data.tickets.map((ticket) => (
        <Link key={ticket.id} href={ticketHref(ticket.id)} data-testid="entry-ticket-link">
          {t('entry.viewTicket')} · {ticket.code}
        </Link>
      ))}
      <Link href={orderHref(orderId)}>{t('pay.viewOrder')}</Link>
      <Link href={eventHref(order.data.activityId)}>{t('entry.backToEvent')}</Link>
    </>
  );
}
