import { CheckoutView } from '@/components/event/checkout-view';
import { PageBody } from '@/components/layout/page-body';
import { entityPage } from '@/components/site/entity-page';
import { getCheckout } from '@/lib/data/events';
import { eventApplyHref } from '@/lib/routing/events-links';
import { numericParam } from '@/lib/routing/page-params';
import { eventDetailTitle } from '@/lib/seo/events';
import { joinTitle } from '@/lib/seo/templates';

export const revalidate = 300;

export { generateStaticParams } from '@/components/site/on-demand';

/** H06: `/events/{id}/apply/{productId}`: one HTML for everyone; the member or visitor path is chosen in the browser. */
const page = entityPage({
  key: (p: { variant: string; id: string; productId: string }) => {
    const id = numericParam(p.id);
    return { id, productId: numericParam(p.productId) };
  },
  load: ({ id, productId }) => getCheckout(id, productId),
  metadata: ({ t, id: { id, productId }, data }) => ({
    title: joinTitle([t('checkout.title'), eventDetailTitle(t, data.event.title)]),
    description: t('site.description'),
    alternates: { canonical: eventApplyHref(id, productId) },
    robots: { index: false },
  }),
  render: ({ v, t, data }) => (
    <PageBody>
      <CheckoutView t={t} locale={v.locale} event={data.event} product={data.product} form={data.form} />
    </PageBody>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
