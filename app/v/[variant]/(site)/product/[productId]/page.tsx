import { ContactBlock } from '@/components/company/contact-block';
import { PageBody } from '@/components/layout/page-body';
import { ProductDetailView } from '@/components/product/product-detail-view';
import { entityPage } from '@/components/site/entity-page';
import { getProductPage } from '@/lib/data/catalogue';
import { getCompany } from '@/lib/data/company';
import { numericParam } from '@/lib/routing/page-params';
import { href } from '@/lib/routing/routes';
import { productJsonLd } from '@/lib/seo/catalogue-json-ld';
import { absoluteUrl, joinTitle, truncate } from '@/lib/seo/templates';

export const revalidate = 300;

export { generateStaticParams } from '@/components/site/on-demand';

/** M08: `/product/{productId}`. */
const page = entityPage({
  key: (p: { variant: string; productId: string }) => numericParam(p.productId),
  load: getProductPage,
  /** T17: `{product.name}_产品_{site}`. */
  metadata: ({ t, id, data: { product } }) => {
    const description = truncate(product.description || product.name);
    const path = href('/product/:productId', { productId: id });
    return {
      title: joinTitle([product.name, t('product.seoSuffix'), t('site.name')]),
      description,
      alternates: { canonical: path },
      openGraph: { type: 'website', title: product.name, description, url: absoluteUrl(path), images: product.images.slice(0, 1), siteName: t('site.name') },
    };
  },
  render: async ({ v, t, id, data: { product, related, hot } }) => {
    // issue 29 item 7: the supplier's contact beside the product (the company page's cached detail)
    const supplier = await getCompany(product.company.code, product.company.memberKind);
    const url = absoluteUrl(href('/product/:productId', { productId: id }));
    // Crawlers want absolute image URLs; the API answers site-relative ones (/api/files/…).
    const jsonLd = productJsonLd({ ...product, images: product.images.map((i) => absoluteUrl(i)) }, url, truncate(product.description || product.name));
    return (
      <PageBody>
        <ProductDetailView
          product={product}
          related={related}
          hot={hot}
          t={t}
          locale={v.locale}
          jsonLd={jsonLd}
          contact={supplier ? <ContactBlock t={t} company={supplier} /> : null}
          contactMemberId={supplier?.contact.memberId ?? null}
        />
      </PageBody>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
