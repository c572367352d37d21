import { withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { payMetadata, queryValue } from '@/components/event/pay-route';
import { SuccessView } from '@/components/event/success-view';
import { PageBody } from '@/components/layout/page-body';
import { AppLink as Link } from '@/components/ui/app-link';
import { ShareWidget } from '@/components/ui/share-widget';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { anonymousTicketHref, orderHref } from '@/lib/routing/events-links';
import { parseVariant } from '@/lib/routing/variant';

type Params = Promise<{ variant: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

// Chosen by the query: rendered per request.
export const dynamic = 'force-dynamic';

export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  return payMetadata(parseVariant((await params).variant));
});

/** H09/H48: `/pay-success?isGroupBuy=&orderId=`: payment succeeded; a group buy adds the share prompt. */
export default async function Page({ params, searchParams }: { params: Params; searchParams: Search }) {
  const v = parseVariant((await params).variant);
  const t = createTranslate(getMessages(v.locale));
  const query = await searchParams;
  const isGroupBuy = queryValue(query.isGroupBuy) === 'true';
  const orderId = queryValue(query.orderId);
  const code = queryValue(query.code);
  return (
    <PageBody>
      <SuccessView title={t('pay.successTitle')} hint={isGroupBuy ? t('pay.groupShare') : t('pay.successHint')}>
        {isGroupBuy && <ShareWidget />}
        {code && /^[\w-]{1,64}$/.test(code) ? (
          <Link href={anonymousTicketHref(code)} data-testid="anonymous-ticket-link">
            {t('entry.viewTicket')}
          </Link>
        ) : (
          orderId && /^\d+$/.test(orderId) && <Link href={orderHref(Number(orderId))}>{t('pay.viewOrder')}</Link>
        )}
      </SuccessView>
    </PageBody>
  );
}
