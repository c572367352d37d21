import type { CompanyChainLink, CompanyDetail, CompanySectionFull, CompanyFile, StaffCard, Customer, CustomerCategoryCount, ProductCard } from '@/lib/contract/company';
import type { NewsListItem } from '@/lib/contract/news';
import type { Locale } from '@/lib/constants';
import type { Translate } from '@/lib/i18n/messages';
import { AchievementCards } from './achievement-cards';
import { BrandCards } from './brand-cards';
import { ChainLinksBlock } from './chain-links-block';
import { CompanyFilesBlock } from './company-files-block';
import { CompanyFollowButton } from './company-follow-button';
import { CompanyHeader } from './company-header';
import { CompanyManageBar } from './company-manage-bar';
import { VisitCounter } from '@/components/ui/visit-counter';
import { CompanyViewBeacon } from './company-view-beacon';
import { ContactBlock } from './contact-block';
import { CustomersBlock } from './customers-block';
import { ProductCards } from './product-cards';
import { RecommendedNewsBlock } from './recommended-news-block';
import { SectionBody } from './section-body';
import { SectionNav } from './section-nav';
import { StaffCards } from './staff-cards';

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
          <ProductCards t={t} title={t('company.products')} products={company.products} testId="company-products" />
          <BrandCards t={t} brands={company.brands} />
          <AchievementCards t={t} achievements={company.achievements} />
          <ChainLinksBlock t={t} locale={locale} links={data.chainLinks} />
          <CustomersBlock t={t} companyId={company.companyId} customers={data.customers} categories={data.customerCategories} total={data.customerTotal} />
          <ProductCards t={t} title={t('company.recommendedProducts')} products={data.recommendedProducts} testId="company-recommended-products" />
          <RecommendedNewsBlock t={t} companyId={company.companyId} news={data.recommendedNews} />
          <ContactBlock t={t} company={company} />
        </>
      )}
    </>
  );
}
