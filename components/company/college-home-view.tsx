import { Pagination } from '@/components/ui/pagination';
import type { Locale } from '@/lib/constants';
import type { Page } from '@/lib/contract/common';
import type { CompanyListItem } from '@/lib/contract/company';
import type { Translate } from '@/lib/i18n/messages';
import { href } from '@/lib/routing/routes';
import { CollegeBrowser } from './college-browser';
import { CompanyList } from './company-list';
import styles from './company.module.css';

/** L02: `/company`, the college home: member companies (hottest first, paged as links), sort tabs and search. */
export function CollegeHomeView({ t, locale, list }: { t: Translate; locale: Locale; list: Page<CompanyListItem> }) {
  return (
    <>
      <header className={styles.card}>
        <h1 className={styles.blockTitle}>{t('company.collegeHome')}</h1>
        <p className={styles.muted}>{t('company.collegeIntro')}</p>
      </header>
      <CollegeBrowser>
        <CompanyList t={t} locale={locale} companies={list.records} />
        <Pagination t={t} basePath={href('/company')} current={list.current} pages={list.pages} />
      </CollegeBrowser>
    </>
  );
}
