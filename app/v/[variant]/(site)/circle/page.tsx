import { JsonLd } from '@/components/seo/json-ld';
import { itemListJsonLd, listEntries } from '@/lib/seo/structured-data';
import { withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { NotFoundBody } from '@/components/site/not-found-body';
import { pastTheEnd } from '@/lib/routing/past-the-end';
import { CircleIndexView } from '@/components/circle/circle-index-view';
import { PageBody } from '@/components/layout/page-body';
import { getCircleIndex } from '@/lib/data/circle';
import { PostSiteColumn } from '@/components/right-column/post-site-column';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { joinTitle, listDescription } from '@/lib/seo/templates';

type Params = Promise<{ variant: string }>;

export const revalidate = 120;

export async function generateStaticParams() {
  return [];
}

export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const v = parseVariant((await params).variant);
  if (pastTheEnd(v.page, (await getCircleIndex(v.page)).list)) return {};
  const t = createTranslate(getMessages(v.locale));
  return {
    title: joinTitle([t('circle.title'), t('site.name')]),
    description: listDescription(t, 'circles', t('circle.title')),
    alternates: { canonical: '/circle' },
  };
});

/** G07: `/circle`. */
export default async function Page({ params }: { params: Params }) {
  const v = parseVariant((await params).variant);
  const t = createTranslate(getMessages(v.locale));
  const data = await getCircleIndex(v.page);
  if (pastTheEnd(v.page, data.list)) return <NotFoundBody />;
  return (
    <PageBody aside={<PostSiteColumn t={t} locale={v.locale} mobile={v.device === 'mobile'} />}>
      <JsonLd data={itemListJsonLd(listEntries.circles(data.list.records.filter((c) => c.isPublic)), v.locale)} />
      <CircleIndexView t={t} {...data} />
    </PageBody>
  );
}
