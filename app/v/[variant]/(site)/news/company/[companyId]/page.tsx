import { NotFoundBody } from '@/components/site/not-found-body';
import { withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { pastTheEnd } from '@/lib/routing/past-the-end';
import { notFound } from 'next/navigation';
import { PageBody } from '@/components/layout/page-body';
import { CompanyNewsFilter } from '@/components/news/company-news-filter';
import { getCompanyBasic } from '@/lib/data/company';
import { getCompanyNews } from '@/lib/data/news';
import { AppLink as Link } from '@/components/ui/app-link';
import { companyHref } from '@/lib/routing/company-links';
import { NewsListSection } from '@/components/news/news-list-section';
import { NewsSiteColumn } from '@/components/right-column/news-site-column';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { listMetadata } from '@/lib/seo/metadata';
import { newsListSeo } from '@/lib/seo/templates';
import styles from '@/components/news/news-reading.module.css';
import { href } from '@/lib/routing/routes';

type Params = Promise<{ variant: string; companyId: string }>;

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

async function load(params: Params) {
  const { variant, companyId } = await params;
  if (!/^\d+$/.test(companyId)) notFound();
  const v = parseVariant(variant);
  return { v, companyId: Number(companyId), data: await getCompanyNews(Number(companyId), v.page) };
}

/** T03 list: `企业资讯_{site}`. */
export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { v, companyId, data } = await load(params);
  if (!data || pastTheEnd(v.page, data.list)) return {};
  const t = createTranslate(getMessages(v.locale));
  return listMetadata(newsListSeo(t, t('company.news')), href('/news/company/:companyId', { companyId }), v.page, t('site.name'));
});

/**
 * F04: `/news/company/{companyId}`: the company's news, paged on the server; the keyword filter runs in the
 * browser (a `?keyword=` page could not be cached).
 */
export default async function Page({ params }: { params: Params }) {
  const { v, companyId, data } = await load(params);
  if (!data || pastTheEnd(v.page, data.list)) return <NotFoundBody />;
  const t = createTranslate(getMessages(v.locale));
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
}
