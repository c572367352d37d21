import { BrandDetailView } from '@/components/brand/brand-detail-view';
import { PageBody } from '@/components/layout/page-body';
import { entityPage } from '@/components/site/entity-page';
import { getBrandPage } from '@/lib/data/catalogue';
import { numericParam } from '@/lib/routing/page-params';
import { href } from '@/lib/routing/routes';
import { brandJsonLd } from '@/lib/seo/catalogue-json-ld';
import { absoluteUrl, joinTitle, truncate } from '@/lib/seo/templates';

export const revalidate = 300;

export { generateStaticParams } from '@/components/site/on-demand';

/** M11: `/brand/{brandId}`. */
const page = entityPage({
  key: (p: { variant: string; brandId: string }) => numericParam(p.brandId),
  load: getBrandPage,
  /** T16: `{brand.name}_品牌_{site}`. */
  metadata: ({ t, id, data: { brand } }) => {
    const description = truncate(brand.description || brand.story || brand.name);
    const path = href('/brand/:brandId', { brandId: id });
    return {
      title: joinTitle([brand.name, t('brand.seoSuffix'), t('site.name')]),
      description,
      alternates: { canonical: path },
      openGraph: { type: 'website', title: brand.name, description, url: absoluteUrl(path), images: brand.logo ? [brand.logo] : undefined, siteName: t('site.name') },
    };
  },
  render: ({ v, t, id, data }) => {
    const url = absoluteUrl(href('/brand/:brandId', { brandId: id }));
    const jsonLd = brandJsonLd({ ...data.brand, logo: data.brand.logo ? absoluteUrl(data.brand.logo) : null }, url, truncate(data.brand.description || data.brand.name));
    return (
      <PageBody>
        <BrandDetailView brand={data.brand} products={data.products} t={t} locale={v.locale} jsonLd={jsonLd} />
      </PageBody>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
