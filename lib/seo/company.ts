import type { Metadata } from 'next';
import type { CompanyDetail, CompanySectionFull, StaffDetail } from '@/lib/contract/company';
import type { Translate } from '@/lib/i18n/messages';
import { htmlToText } from '@/lib/shared/sanitize-html';
import { absoluteUrl, joinKeywords, joinTitle, truncate } from '@/lib/seo/templates';

/** SEO templates of the company area (T10, T11, T15, T18, T19; T20: the en catalogue translates the words). */

/** T11: `{企业 or 院校}_{site}`. */
export function collegeHomeTitle(t: Translate, kind: 'college' | 'company'): string {
  return joinTitle([t(kind === 'college' ? 'company.collegeHome' : 'search.groupCompanies'), t('site.name')]);
}

/** T10: `商务合作_{site}`. */
export function cooperationTitle(t: Translate): string {
  return joinTitle([t('footer.cooperation'), t('site.name')]);
}

/** T15: `{company.cnName}_{site}`; description the first 120 characters of the introduction. */
export function companyTitle(t: Translate, company: CompanyDetail): string {
  return joinTitle([company.name, t('site.name')]);
}

/** T19: `{section.name}_{company}_{site}`. */
export function sectionTitle(t: Translate, section: CompanySectionFull, company: CompanyDetail): string {
  return joinTitle([section.name, company.name, t('site.name')]);
}

/**
 * T18: `{staff.name}_{company}_{site}`, with the section word before the site (`_管理团队_`, like T03's `_资讯_`): issue 31
 * item 7, a staff profile's title differs from the member page of the same person (T14 `{nickname}_{company}_{site}`).
 */
export function managerTitle(t: Translate, staff: StaffDetail): string {
  return joinTitle([staff.name, staff.company.name, t('seo.staff'), t('site.name')]);
}

/** Title, description (never empty, T01), keywords, canonical and Open Graph of a company-area page. */
export function companyAreaMetadata(t: Translate, seo: { title: string; description: string | null; keywords?: string[]; path: string; image?: string | null }): Metadata {
  const description = truncate(seo.description?.trim() || t('site.description'));
  return {
    title: seo.title,
    description,
    keywords: joinKeywords([...(seo.keywords ?? []), t('site.keywords')]),
    alternates: { canonical: seo.path },
    openGraph: { type: 'website', title: seo.title, description, url: absoluteUrl(seo.path), siteName: t('site.name'), images: seo.image ? [seo.image] : undefined },
    twitter: { card: 'summary', title: seo.title, description },
  };
}

export function sectionDescription(section: CompanySectionFull): string {
  return htmlToText(section.content ?? '');
}
