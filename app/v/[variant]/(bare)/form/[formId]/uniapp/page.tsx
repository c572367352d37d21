import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FormFill } from '@/components/event/form-fill';
import { getFormTemplate } from '@/lib/data/events';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { joinTitle } from '@/lib/seo/templates';

type Params = Promise<{ variant: string; formId: string }>;

export const revalidate = 300;

export { generateStaticParams } from '@/components/site/on-demand';

async function load(params: Params) {
  const { variant, formId } = await params;
  if (!/^\d+$/.test(formId)) notFound();
  return { v: parseVariant(variant), form: await getFormTemplate(Number(formId)) };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { v, form } = await load(params);
  const t = createTranslate(getMessages(v.locale));
  return { title: joinTitle([form?.name ?? t('checkout.attendee'), t('site.name')]), robots: { index: false } };
}

/** H05: `/form/{formId}/uniapp`: the registration form template in the SSO layout (main content only). */
export default async function Page({ params }: { params: Params }) {
  const { form } = await load(params);
  if (!form) notFound();
  return <FormFill form={form} />;
}
