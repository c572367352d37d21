import { signedInItem } from '@/components/auth/signed-in-item';
import { CancelOrderButton } from '@/components/event/cancel-order-button';
import { OrderAttendeeForm } from '@/components/event/order-attendee-form';
import { OrderDetailView } from '@/components/event/order-detail-view';
import { PageBody } from '@/components/layout/page-body';
import { getFormTemplate, getOrder } from '@/lib/data/events';
import { getSession } from '@/lib/data/session';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { idPageParams } from '@/lib/routing/page-params';
import { personalMetadata } from '@/lib/seo/personal-metadata';

type Params = Promise<{ variant: string; id: string }>;

export const generateMetadata = personalMetadata('order.title');

/** H17: `/people/order/{id}` (login): the member's own order; another member's or a missing one is a 404. */
export default async function Page({ params }: { params: Params }) {
  const { v, id } = await idPageParams(params);
  const { token } = await getSession();
  return signedInItem(token ? getOrder(token, id) : Promise.resolve(null), async (order) => {
    // H46, issue 29 item 11: attendees still missing are completed here, with the order and its event around them
    const form = order.status === 'ADDTICKETFORM' && order.formId ? await getFormTemplate(order.formId) : null;
    return (
      <PageBody>
        <OrderDetailView
          t={createTranslate(getMessages(v.locale))}
          locale={v.locale}
          order={order}
          cancel={<CancelOrderButton orderId={order.id} />}
          attendeeForm={form ? <OrderAttendeeForm form={form} orderId={order.id} /> : undefined}
        />
      </PageBody>
    );
  });
}
