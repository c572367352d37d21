import type { ReactNode } from 'react';
import { BrandList } from '@/components/brand/brand-card';
import { ProductGrid } from '@/components/product/product-grid';
import type { ProductCard } from '@/lib/contract/catalogue';
import type { CompanyChainLink, CompanyDetail, CompanySectionFull, CompanyFile, StaffCard, Customer, CustomerCategoryCount } from '@/lib/contract/company';
import type { NewsListItem } from '@/lib/contract/news';
import type { Locale } from '@/lib/constants';
import type { Translate } from '@/lib/i18n/messages';
import { AchievementCards } from './achievement-cards';
import { ChainLinksBlock } from './chain-links-block';
import { CompanyFilesBlock } from './company-files-block';
import { CompanyFollowButton } from './company-follow-button';
import { CompanyHeader } from './company-header';
import { CompanyManageBar } from './company-manage-bar';
import { VisitCounter } from '@/components/ui/visit-counter';
import { CompanyViewBeacon } from './company-view-beacon';
import { ContactBlock } from './contact-block';
import { CustomersBlock } from './customers-block';
import { RecommendedNewsBlock } from './recommended-news-block';
import { SectionBody } from './section-body';
import { SectionNav } from './section-nav';
import { StaffCards } from './staff-cards';
import styles from './company.module.css';

export interface CompanyPageData {
  company: CompanyDetail;
  sections: CompanySectionFull[];
  files: CompanyFile[];
  staff: StaffCard[];
  customers: Customer[];
  customerCategories: CustomerCategoryCount;
  customerTotal: number;
  recommendedProducts: ProductCard[];
  recommendedNews: NewsListItem[];
  chainLinks: CompanyChainLink[];
}

/** A block of the company's home with a title; hidden when it has nothing to show (L11). */
function Block({ title, shown, children }: { title: string; shown: boolean; children: ReactNode }) {
  if (!shown) return null;
  return (
    <section className={styles.card}>
      <h2 className={styles.blockTitle}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * L03–L06/L11: a company's home (`section` null: the first section and every block) or one of its sections.
 * Blocks without data are left out; the follow button, the view beacon and the management bar are islands.
 */
export function CompanyPageView({ t, locale, data, section }: { t: Translate; locale: Locale; data: CompanyPageData; section: CompanySectionFull | null }) {
  const { company, sections } = data;
  const intro = sections[0];
  return (
    <>
      <CompanyViewBeacon companyId={company.companyId} />
      <VisitCounter page={`company:${company.companyId}:${section?.sectionKey ?? ''}`} />
      <CompanyManageBar companyId={company.companyId} />
      <CompanyHeader t={t} locale={locale} company={company} actions={<CompanyFollowButton companyId={company.companyId} />} />
      <SectionNav t={t} company={company} sections={sections} currentKey={section?.sectionKey ?? null} />
      {section ? (
        <SectionBody section={section} heading="h2" />
      ) : (
        <>
          {intro && <SectionBody section={intro} heading="h2" />}
          <CompanyFilesBlock t={t} files={data.files} showNames={company.showFileName} />
          <StaffCards t={t} staff={data.staff} />
          <Block title={t('company.products')} shown={company.products.length > 0}>
            <ProductGrid products={company.products} t={t} locale={locale} showCompany={false} testId="company-products" />
          </Block>
          <Block title={t('company.brands')} shown={company.brands.length > 0}>
            <BrandList brands={company.brands} locale={locale} showCompany={false} columns={2} testId="company-brands" />
          </Block>
          <AchievementCards t={t} achievements={company.achievements} />
          <ChainLinksBlock t={t} locale={locale} links={data.chainLinks} />
          <CustomersBlock t={t} companyId={company.companyId} customers={data.customers} categories={data.customerCategories} total={data.customerTotal} />
          <Block title={t('company.recommendedProducts')} shown={data.recommendedProducts.length > 0}>
            <ProductGrid products={data.recommendedProducts} t={t} locale={locale} showCompany={false} testId="company-recommended-products" />
          </Block>
          <RecommendedNewsBlock t={t} companyId={company.companyId} news={data.recommendedNews} />
          <ContactBlock t={t} company={company} />
        </>
      )}
    </>
  );
}
