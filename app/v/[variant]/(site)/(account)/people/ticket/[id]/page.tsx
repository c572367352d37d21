import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TicketView } from '@/components/event/ticket-view';
import { PageBody } from '@/components/layout/page-body';
import { getTicket } from '@/lib/data/events';
import { getSession } from '@/lib/data/session';
import { SESSION_REFUSED, whileSignedIn } from '@/lib/data/signed-in';
import { SessionRecheck } from '@/components/auth/session-recheck';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { idPageParams } from '@/lib/routing/page-params';
import { joinTitle } from '@/lib/seo/templates';

type Params = Promise<{ variant: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { v } = await idPageParams(params);
  const t = createTranslate(getMessages(v.locale));
  return { title: joinTitle([t('ticket.title'), t('site.name')]), robots: { index: false } };
}

/** H15: `/people/ticket/{id}` (login): the member's ticket with its check-in QR code. */
export default async function Page({ params }: { params: Params }) {
  const { v, id } = await idPageParams(params);
  const { token } = await getSession();
  const ticket = token ? await whileSignedIn(getTicket(token, id)) : null;
  if (ticket === SESSION_REFUSED)
    return (
      <PageBody>
        <SessionRecheck />
      </PageBody>
    );
  if (!ticket) notFound();
  const t = createTranslate(getMessages(v.locale));
  return (
    <PageBody>
      <TicketView t={t} locale={v.locale} ticket={ticket} />
    </PageBody>
  );
}
