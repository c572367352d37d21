import { withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EntrySuccessLinks } from '@/components/event/entry-success-links';
import { SuccessView } from '@/components/event/success-view';
import { PageBody } from '@/components/layout/page-body';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { joinTitle } from '@/lib/seo/templates';

type Params = Promise<{ variant: string; orderId: string }>;

export const revalidate = 3600;

export { generateStaticParams } from '@/components/site/on-demand';

async function read(params: Params) {
  const { variant, orderId } = await params;
  if (!/^\d+$/.test(orderId)) notFound();
  return { v: parseVariant(variant), orderId: Number(orderId) };
}

export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { v } = await read(params);
  const t = createTranslate(getMessages(v.locale));
  return { title: joinTitle([t('entry.successTitle'), t('site.name')]), robots: { index: false } };
});

/** H11/H33: `/events/entrySuccess/{orderId}`: a member's registration (free, or paid) succeeded. */
export default async function Page({ params }: { params: Params }) {
  const { v, orderId } = await read(params);
  const t = createTranslate(getMessages(v.locale));
  return (
    <PageBody>
      <SuccessView title={t('entry.successTitle')} hint={t('entry.successHint')}>
        <EntrySuccessLinks orderId={orderId} />
      </SuccessView>
    </PageBody>
  );
}
