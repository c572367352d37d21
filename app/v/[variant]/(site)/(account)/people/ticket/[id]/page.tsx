import { signedInItem } from '@/components/auth/signed-in-item';
import { TicketView } from '@/components/event/ticket-view';
import { PageBody } from '@/components/layout/page-body';
import { getTicket } from '@/lib/data/events';
import { getSession } from '@/lib/data/session';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { idPageParams } from '@/lib/routing/page-params';
import { personalMetadata } from '@/lib/seo/personal-metadata';

type Params = Promise<{ variant: string; id: string }>;

export const generateMetadata = personalMetadata('ticket.title');

/** H15: `/people/ticket/{id}` (login): the member's ticket with its check-in QR code. */
export default async function Page({ params }: { params: Params }) {
  const { v, id } = await idPageParams(params);
  const { token } = await getSession();
  return signedInItem(token ? getTicket(token, id) : Promise.resolve(null), (ticket) => (
    <PageBody>
      <TicketView t={createTranslate(getMessages(v.locale))} locale={v.locale} ticket={ticket} />
    </PageBody>
  ));
}
