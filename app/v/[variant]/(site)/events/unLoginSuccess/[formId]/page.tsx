import { withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AnonymousTicketLink } from '@/components/event/anonymous-ticket-link';
import { SuccessView } from '@/components/event/success-view';
import { PageBody } from '@/components/layout/page-body';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { joinTitle } from '@/lib/seo/templates';

type Params = Promise<{ variant: string; formId: string }>;

export const revalidate = 3600;

export { generateStaticParams } from '@/components/site/on-demand';

async function read(params: Params) {
  const { variant, formId } = await params;
  if (!/^\d+$/.test(formId)) notFound();
  return parseVariant(variant);
}

export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = createTranslate(getMessages((await read(params)).locale));
  return { title: joinTitle([t('entry.successTitle'), t('site.name')]), robots: { index: false } };
});

/** H12: `/events/unLoginSuccess/{formId}`: a visitor's registration succeeded; the ticket link comes from `?code=`. */
export default async function Page({ params }: { params: Params }) {
  const v = await read(params);
  const t = createTranslate(getMessages(v.locale));
  return (
    <PageBody>
      <SuccessView title={t('entry.successTitle')} hint={t('entry.visitorHint')}>
        <AnonymousTicketLink />
      </SuccessView>
    </PageBody>
  );
}
