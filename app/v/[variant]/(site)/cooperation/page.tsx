import { withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { NotFoundBody } from '@/components/site/not-found-body';
import { pastTheEnd } from '@/lib/routing/past-the-end';
import { CooperationView } from '@/components/company/cooperation-view';
import { PageBody } from '@/components/layout/page-body';
import { getCooperation } from '@/lib/data/company';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { href } from '@/lib/routing/routes';
import { parseVariant } from '@/lib/routing/variant';
import { companyAreaMetadata, cooperationTitle } from '@/lib/seo/company';
import { pagedPath } from '@/lib/seo/metadata';

type Params = Promise<{ variant: string }>;

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

/** T10: `商务合作_{site}`, description from business_cooperation.description. */
export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const v = parseVariant((await params).variant);
  const t = createTranslate(getMessages(v.locale));
  const { sitePage, companies } = await getCooperation(v.page, v.locale);
  if (pastTheEnd(v.page, companies)) return {};
  return companyAreaMetadata(t, { title: cooperationTitle(t), description: sitePage?.description ?? null, path: pagedPath(href('/cooperation'), v.page) });
});

/** L01: `/cooperation`. */
export default async function Page({ params }: { params: Params }) {
  const v = parseVariant((await params).variant);
  const t = createTranslate(getMessages(v.locale));
  const { sitePage, companies } = await getCooperation(v.page, v.locale);
  if (pastTheEnd(v.page, companies)) return <NotFoundBody />;
  return (
    <PageBody>
      <CooperationView t={t} locale={v.locale} page={sitePage} companies={companies} />
    </PageBody>
  );
}
