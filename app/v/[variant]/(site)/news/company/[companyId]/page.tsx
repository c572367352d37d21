import { PageBody } from '@/components/layout/page-body';
import { CompanyNewsFilter } from '@/components/news/company-news-filter';
import { NewsListSection } from '@/components/news/news-list-section';
import styles from '@/components/news/news-reading.module.css';
import { NewsSiteColumn } from '@/components/right-column/news-site-column';
import { listPage } from '@/components/site/list-page';
import { AppLink as Link } from '@/components/ui/app-link';
import { getCompanyBasic } from '@/lib/data/company';
import { getCompanyNews } from '@/lib/data/news';
import { companyHref } from '@/lib/routing/company-links';
import { numericParam } from '@/lib/routing/page-params';
import { href } from '@/lib/routing/routes';
import { listMetadata } from '@/lib/seo/metadata';
import { newsListSeo } from '@/lib/seo/templates';

export const revalidate = 300;

export { generateStaticParams } from '@/components/site/on-demand';

/**
 * F04: `/news/company/{companyId}`: the company's news, paged on the server; the keyword filter runs in the
 * browser (a `?keyword=` page could not be cached).
 */
const page = listPage({
  filter: (p: { variant: string; companyId: string }) => numericParam(p.companyId),
  load: (v, companyId) => getCompanyNews(companyId, v.page),
  pageOf: (data) => data.list,
  /** T03 list: `企业资讯_{site}`. */
  metadata: ({ v, t, filter: companyId }) =>
    listMetadata(newsListSeo(t, t('company.news')), href('/news/company/:companyId', { companyId }), v.page, t('site.name')),
  render: async ({ v, t, filter: companyId, data }) => {
    const company = await getCompanyBasic(companyId);
    const companyName = company && (v.locale === 'en' && company.enName ? company.enName : company.name);
    return (
      <PageBody aside={<NewsSiteColumn t={t} variant={v} />}>
        <header className={styles.heading}>
          <h1>{t('company.news')}</h1>
          {company && (
            // L31: the company page by its member kind
            <Link href={companyHref(company)} data-testid="news-company-link">
              {companyName}
            </Link>
          )}
        </header>
        <CompanyNewsFilter companyId={companyId}>
          <NewsListSection
            t={t}
            locale={v.locale}
            basePath={href('/news/company/:companyId', { companyId })}
            header={null}
            list={data.list}
            renderedAt={data.renderedAt}
            testId="company-news"
          />
        </CompanyNewsFilter>
      </PageBody>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
