import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CancelOrderButton } from '@/components/event/cancel-order-button';
import { OrderAttendeeForm } from '@/components/event/order-attendee-form';
import { OrderDetailView } from '@/components/event/order-detail-view';
import { PageBody } from '@/components/layout/page-body';
import { getFormTemplate, getOrder } from '@/lib/data/events';
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
  return { title: joinTitle([t('order.title'), t('site.name')]), robots: { index: false } };
}

/** H17: `/people/order/{id}` (login): the member's own order; another member's or a missing one is a 404. */
export default async function Page({ params }: { params: Params }) {
  const { v, id } = await idPageParams(params);
  const { token } = await getSession();
  const order = token ? await whileSignedIn(getOrder(token, id)) : null;
  if (order === SESSION_REFUSED)
    return (
      <PageBody>
        <SessionRecheck />
      </PageBody>
    );
  if (!order) notFound();
  const t = createTranslate(getMessages(v.locale));
  // H46, issue 29 item 11: attendees still missing are completed here, with the order and its event around them
  const form = order.status === 'ADDTICKETFORM' && order.formId ? await getFormTemplate(order.formId) : null;
  return (
    <PageBody>
      <OrderDetailView
        t={t}
        locale={v.locale}
        order={order}
        cancel={<CancelOrderButton orderId={order.id} />}
        attendeeForm={form ? <OrderAttendeeForm form={form} orderId={order.id} /> : undefined}
      />
    </PageBody>
  );
}
