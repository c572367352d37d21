import { NotFoundBody } from '@/components/site/not-found-body';
import { withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CheckoutView } from '@/components/event/checkout-view';
import { PageBody } from '@/components/layout/page-body';
import { getCheckout } from '@/lib/data/events';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { eventApplyHref } from '@/lib/routing/events-links';
import { parseVariant } from '@/lib/routing/variant';
import { eventDetailTitle } from '@/lib/seo/events';
import { joinTitle } from '@/lib/seo/templates';

type Params = Promise<{ variant: string; id: string; productId: string }>;

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

async function load(params: Params) {
  const { variant, id, productId } = await params;
  if (!/^\d+$/.test(id) || !/^\d+$/.test(productId)) notFound();
  const v = parseVariant(variant);
  return { v, id: Number(id), productId: Number(productId), data: await getCheckout(Number(id), Number(productId)) };
}

export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { v, id, productId, data } = await load(params);
  if (!data) return {};
  const t = createTranslate(getMessages(v.locale));
  return {
    title: joinTitle([t('checkout.title'), eventDetailTitle(t, data.event.title)]),
    description: t('site.description'),
    alternates: { canonical: eventApplyHref(id, productId) },
    robots: { index: false },
  };
});

/** H06: `/events/{id}/apply/{productId}`: one HTML for everyone; the member or visitor path is chosen in the browser. */
export default async function Page({ params }: { params: Params }) {
  const { v, data } = await load(params);
  if (!data) return <NotFoundBody />;
  const t = createTranslate(getMessages(v.locale));
  return (
    <PageBody>
      <CheckoutView t={t} locale={v.locale} event={data.event} product={data.product} form={data.form} />
    </PageBody>
  );
}
