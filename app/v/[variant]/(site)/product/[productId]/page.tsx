import { NotFoundBody } from '@/components/site/not-found-body';
import { withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { PageBody } from '@/components/layout/page-body';
import { ProductDetailView } from '@/components/product/product-detail-view';
import { ContactBlock } from '@/components/company/contact-block';
import { getProductPage } from '@/lib/data/catalogue';
import { getCompany } from '@/lib/data/company';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { productJsonLd } from '@/lib/seo/catalogue-json-ld';
import { absoluteUrl, joinTitle, truncate } from '@/lib/seo/templates';
import { idPageParams } from '@/lib/routing/page-params';
import { href } from '@/lib/routing/routes';

type Params = Promise<{ variant: string; productId: string }>;

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

async function load(params: Params) {
  const { variant, productId } = await params;
  const { v, id } = await idPageParams(Promise.resolve({ variant, id: productId }));
  return { v, id, data: await getProductPage(id) };
}

/** T17: `{product.name}_产品_{site}`. */
export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { v, id, data } = await load(params);
  if (!data) return {};
  const t = createTranslate(getMessages(v.locale));
  const { product } = data;
  const description = truncate(product.description || product.name);
  const path = href('/product/:productId', { productId: id });
  return {
    title: joinTitle([product.name, t('product.seoSuffix'), t('site.name')]),
    description,
    alternates: { canonical: path },
    openGraph: { type: 'website', title: product.name, description, url: absoluteUrl(path), images: product.images.slice(0, 1), siteName: t('site.name') },
  };
});

/** M08: `/product/{productId}`. */
export default async function Page({ params }: { params: Params }) {
  const { v, id, data } = await load(params);
  if (!data) return <NotFoundBody />;
  const t = createTranslate(getMessages(v.locale));
  const { product, related, hot } = data;
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
}
