/* eslint-disable @next/next/no-img-element -- uploaded images are served as they are, like news-card and avatar */
import { JsonLd } from '@/components/seo/json-ld';
import { AppLink as Link } from '@/components/ui/app-link';
import { UgcMessage } from '@/components/ui/ugc-message';
import { ViewBeacon } from '@/components/ui/view-beacon';
import { VisitCounter } from '@/components/ui/visit-counter';
import type { Locale } from '@/lib/constants';
import type { ProductCard, ProductDetail } from '@/lib/contract/catalogue';
import type { Translate } from '@/lib/i18n/messages';
import { href } from '@/lib/routing/routes';
import { companyHref } from '@/lib/routing/company-links';
import type { ReactNode } from 'react';
import { CatalogueManageBar } from './catalogue-manage-bar';
import { EnquireButton } from './enquire-button';
import { ProductAttributes } from './product-attributes';
import { ProductGallery } from './product-gallery';
import { ProductGrid } from './product-grid';
import { ProductPrice } from './product-price';
import styles from './product-detail.module.css';

/**
 * M08: a product — gallery with video, price (M25), attribute groups (M26), its company (N10), related and hot products
 * (M28). What the company wrote (name, unit, attributes, description) is marked `data-ugc`; the company's name is its
 * English name in en.
 */
export function ProductDetailView(props: {
  product: ProductDetail;
  related: ProductCard[];
  hot: ProductCard[];
  t: Translate;
  locale: Locale;
  jsonLd: object;
  contact?: ReactNode;
  /** The member an enquiry chats with (issue 29 item 7). */
  contactMemberId?: number | null;
}) {
  const { product, related, hot, t, locale, jsonLd, contact = null, contactMemberId = null } = props;
  return (
    <article>
      <JsonLd data={jsonLd} />
      <ViewBeacon path="/company/product/view" id={product.id} />
      <VisitCounter page={`product:${product.id}`} />
      <CatalogueManageBar kind="product" id={product.id} companyId={product.companyId} />
      <div className={styles.head}>
        <ProductGallery name={product.name} images={product.images} video={product.video} t={t} />
        <div className={styles.info}>
          <h1 className={styles.title} data-ugc>
            {product.name}
          </h1>
          <ProductPrice className={styles.price} product={product} t={t} />
          <div className={styles.meta}>
            {product.unit && (
              <span>
                <UgcMessage t={t} k="product.unit" slot="unit" value={product.unit} />
              </span>
            )}
            {product.brand && (
              <span>
                <UgcMessage t={t} k="product.brand" value={<Link href={href('/brand/:brandId', { brandId: product.brand.id })}>{product.brand.name}</Link>} />
              </span>
            )}
          </div>
          <Link className={styles.company} href={companyHref(product.company)} data-testid="product-company">
            {product.company.logo && <img src={product.company.logo} alt="" />}
            <span>
              <UgcMessage t={t} k="product.company" value={locale === 'en' && product.company.enName ? product.company.enName : product.company.name} />
            </span>
          </Link>
          <EnquireButton hasContact={contact !== null} contactMemberId={contactMemberId} />
        </div>
      </div>
      {contact && (
        <div id="product-contact" className={styles.contact}>
          {contact}
        </div>
      )}
      <ProductAttributes attributes={product.attributes} t={t} />
      {product.description && (
        <section className={styles.section}>
          <h2 className={styles.heading}>{t('product.description')}</h2>
          <p className={styles.text} data-ugc>
            {product.description}
          </p>
        </section>
      )}
      {related.length > 0 && (
        <section className={styles.section}>
          <h2 className={styles.heading}>{t('product.related')}</h2>
          <ProductGrid products={related} t={t} locale={locale} />
        </section>
      )}
      {hot.length > 0 && (
        <section className={styles.section} data-testid="hot-products">
          <h2 className={styles.heading}>{t('product.hot')}</h2>
          <ProductGrid products={hot.slice(0, 8)} t={t} locale={locale} />
        </section>
      )}
    </article>
  );
}
