/* eslint-disable @next/next/no-img-element -- uploaded images are served as they are, like news-card and avatar */
import { JsonLd } from '@/components/seo/json-ld';
import { companyHref } from '@/lib/routing/company-links';
import { LogoImage } from '@/components/ui/logo-image';
import { CatalogueManageBar } from '@/components/product/catalogue-manage-bar';
import { ProductGrid } from '@/components/product/product-grid';
import { AppLink as Link } from '@/components/ui/app-link';
import { EmptyState } from '@/components/ui/empty-state';
import { ViewBeacon } from '@/components/ui/view-beacon';
import { VisitCounter } from '@/components/ui/visit-counter';
import type { Locale } from '@/lib/constants';
import type { BrandDetail, ProductCard } from '@/lib/contract/catalogue';
import type { Translate } from '@/lib/i18n/messages';
import styles from './brand-detail.module.css';

/** M11: a brand — logo, story, its products and its company (N10, by its English name in en). What the company wrote is marked `data-ugc`. */
export function BrandDetailView(props: { brand: BrandDetail; products: ProductCard[]; t: Translate; locale: Locale; jsonLd: object }) {
  const { brand, products, t, locale, jsonLd } = props;
  return (
    <article>
      <JsonLd data={jsonLd} />
      <ViewBeacon path="/company/brand/view" id={brand.id} />
      <VisitCounter page={`brand:${brand.id}`} />
      <CatalogueManageBar kind="brand" id={brand.id} companyId={brand.companyId} />
      <header className={styles.head}>
        <LogoImage className={styles.logo} src={brand.logo} alt={brand.name} size={96} lazy={false} />
        <div>
          <h1 className={styles.title} data-ugc>
            {brand.name}
          </h1>
          {brand.enName && (
            <p className={styles.en} data-ugc>
              {brand.enName}
            </p>
          )}
          {brand.description && (
            <p className={styles.desc} data-ugc>
              {brand.description}
            </p>
          )}
        </div>
      </header>
      {brand.story && (
        <section className={styles.section}>
          <h2 className={styles.heading}>{t('brand.story')}</h2>
          <p className={styles.text} data-ugc>
            {brand.story}
          </p>
        </section>
      )}
      <section className={styles.section}>
        <h2 className={styles.heading}>{t('brand.products')}</h2>
        {products.length > 0 ? <ProductGrid products={products} t={t} locale={locale} /> : <EmptyState text={t('brand.noProducts')} />}
      </section>
      <section className={styles.section}>
        <h2 className={styles.heading}>{t('brand.company')}</h2>
        <Link className={styles.company} href={companyHref(brand.company)} data-testid="brand-company">
          {brand.company.logo && <img src={brand.company.logo} alt="" />}
          <span>{locale === 'en' && brand.company.enName ? brand.company.enName : brand.company.name}</span>
        </Link>
      </section>
    </article>
  );
}
