import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getSitePage } from '@/lib/data/basic';
import { PayPanel } from '@/components/event/pay-panel';
import { PageBody } from '@/components/layout/page-body';
import { SITE_PAGE_CODE } from '@/lib/constants';
import { sanitizeContentHtml } from '@/lib/shared/sanitize-html';
import { serverEnv } from '@/lib/env';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import type { Variant } from '@/lib/routing/variant';
import { joinTitle } from '@/lib/seo/templates';

/** T21: payment pages are not indexed. */
export function payMetadata(v: Variant): Metadata {
  const t = createTranslate(getMessages(v.locale));
  return { title: joinTitle([t('pay.title'), t('site.name')]), robots: { index: false, follow: false } };
}

/** The first value of a query parameter. */
export function queryValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * H07 (`/payment?orderId=`) and H08 (`/pay?tradeNo=`): the pay panel, with the bank-transfer instructions (site page
 * `payment_instructions`, sanitised here) for OFFLINE_BANK. A missing or malformed key is a 404.
 */
export async function PayRoute({ v, orderId, tradeNo }: { v: Variant; orderId?: string; tradeNo?: string }) {
  const payKey = orderId && /^\d+$/.test(orderId) ? { orderId: Number(orderId) } : tradeNo && /^[\w-]{1,64}$/.test(tradeNo) ? { tradeNo } : null;
  // a per-request page: notFound() before anything streams keeps the HTTP 404 (NotFoundBody is for cached pages)
  if (!payKey) notFound();
  const instructions = await getSitePage(SITE_PAGE_CODE.paymentInstructions, v.locale);
  return (
    <PageBody>
      <PayPanel payKey={payKey} mobile={v.device === 'mobile'} instructionsHtml={instructions?.content ? sanitizeContentHtml(instructions.content, serverEnv().SITE_URL) : null} />
    </PageBody>
  );
}
