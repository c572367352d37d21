import { NotFoundBody } from '@/components/site/not-found-body';
import { withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { BrandDetailView } from '@/components/brand/brand-detail-view';
import { PageBody } from '@/components/layout/page-body';
import { getBrandPage } from '@/lib/data/catalogue';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { brandJsonLd } from '@/lib/seo/catalogue-json-ld';
import { absoluteUrl, joinTitle, truncate } from '@/lib/seo/templates';
import { idPageParams } from '@/lib/routing/page-params';
import { href } from '@/lib/routing/routes';

type Params = Promise<{ variant: string; brandId: string }>;

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

async function load(params: Params) {
  const { variant, brandId } = await params;
  const { v, id } = await idPageParams(Promise.resolve({ variant, id: brandId }));
  return { v, id, data: await getBrandPage(id) };
}

/** T16: `{brand.name}_品牌_{site}`. */
export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { v, id, data } = await load(params);
  if (!data) return {};
  const t = createTranslate(getMessages(v.locale));
  const { brand } = data;
  const description = truncate(brand.description || brand.story || brand.name);
  const path = href('/brand/:brandId', { brandId: id });
  return {
    title: joinTitle([brand.name, t('brand.seoSuffix'), t('site.name')]),
    description,
    alternates: { canonical: path },
    openGraph: { type: 'website', title: brand.name, description, url: absoluteUrl(path), images: brand.logo ? [brand.logo] : undefined, siteName: t('site.name') },
  };
});

/** M11: `/brand/{brandId}`. */
export default async function Page({ params }: { params: Params }) {
  const { v, id, data } = await load(params);
  if (!data) return <NotFoundBody />;
  const t = createTranslate(getMessages(v.locale));
  const url = absoluteUrl(href('/brand/:brandId', { brandId: id }));
  const jsonLd = brandJsonLd({ ...data.brand, logo: data.brand.logo ? absoluteUrl(data.brand.logo) : null }, url, truncate(data.brand.description || data.brand.name));
  return (
    <PageBody>
      <BrandDetailView brand={data.brand} products={data.products} t={t} locale={v.locale} jsonLd={jsonLd} />
    </PageBody>
  );
}
