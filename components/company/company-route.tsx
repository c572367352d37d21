import { JsonLd } from '@/components/seo/json-ld';
import { NotFoundBody } from '@/components/site/not-found-body';
import type { Metadata } from 'next';
import { PageBody } from '@/components/layout/page-body';
import type { MemberKind } from '@/lib/contract/company';
import { getCompanyPage } from '@/lib/data/company';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { companyHref } from '@/lib/routing/company-links';
import { parseVariant } from '@/lib/routing/variant';
import { companyJsonLd } from '@/lib/seo/company-json-ld';
import { companyAreaMetadata, companyTitle, sectionDescription, sectionTitle } from '@/lib/seo/company';
import { absoluteUrl } from '@/lib/seo/templates';
import { CompanyPageView } from './company-page-view';

/** Params of `/company/:code/:section?` and `/company/ordinary/:code/:section?` (optional catch-all of one segment). */
export type CompanyRouteParams = Promise<{ variant: string; companyCode: string; section?: string[] }>;

const CODE = /^[\w-]{1,64}$/;

/** The variant, the company page data and the chosen section; null when any part names nothing (a real 404). */
async function load(params: CompanyRouteParams, kind: MemberKind) {
  const { variant, companyCode, section: rest = [] } = await params;
  const v = parseVariant(variant);
  const key = rest[0];
  if (!CODE.test(companyCode) || rest.length > 1 || (key !== undefined && !CODE.test(key))) return null;
  const data = await getCompanyPage(companyCode, kind, v.locale);
  if (!data) return null;
  const section = key === undefined ? null : data.sections.find((s) => s.sectionKey === key);
  if (section === undefined) return null;
  return { v, data, section };
}

/** T15 (company) / T19 (section) titles, descriptions and canonical URLs. */
export async function companyRouteMetadata(params: CompanyRouteParams, kind: MemberKind): Promise<Metadata> {
  const found = await load(params, kind);
  if (!found) return {};
  const { v, data, section } = found;
  const t = createTranslate(getMessages(v.locale));
  const { company } = data;
  // issue 29 item 16: the English page's <title> names the company as its H1 does (the English name when it has one)
  const named = v.locale === 'en' && company.enName ? { ...company, name: company.enName } : company;
  return companyAreaMetadata(t, {
    title: section ? sectionTitle(t, section, named) : companyTitle(t, named),
    description: section ? sectionDescription(section) : company.intro,
    keywords: [company.name, company.enName ?? '', ...company.categories],
    path: companyHref(company, section?.sectionKey),
    image: company.logo,
  });
}

/** L03–L06: the page of a company of one member kind, or of one of its sections. */
export async function CompanyRoute({ params, kind }: { params: CompanyRouteParams; kind: MemberKind }) {
  const found = await load(params, kind);
  if (!found) return <NotFoundBody />;
  const { v, data, section } = found;
  const t = createTranslate(getMessages(v.locale));
  const { company } = data;
  const url = absoluteUrl(companyHref(company));
  return (
    <PageBody>
      <JsonLd data={companyJsonLd(company, url)} />
      <CompanyPageView t={t} locale={v.locale} data={data} section={section} />
    </PageBody>
  );
}
