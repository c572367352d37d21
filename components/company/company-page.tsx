import { PageBody } from '@/components/layout/page-body';
import { JsonLd } from '@/components/seo/json-ld';
import { entityPage } from '@/components/site/entity-page';
import type { MemberKind } from '@/lib/contract/company';
import { getCompanyPage } from '@/lib/data/company';
import { companyHref } from '@/lib/routing/company-links';
import { companyJsonLd } from '@/lib/seo/company-json-ld';
import { companyAreaMetadata, companyTitle, sectionDescription, sectionTitle } from '@/lib/seo/company';
import { absoluteUrl } from '@/lib/seo/templates';
import { CompanyPageView } from './company-page-view';

const CODE = /^[\w-]{1,64}$/;

/**
 * L03–L06, on `entityPage`: the page of a company of one member kind (`/company/:code/:section?` and
 * `/company/ordinary/:code/:section?`, an optional catch-all of one segment), or of one of its sections. A malformed
 * code, an unknown company or an unknown section is the readable 404.
 */
export function companyPage(kind: MemberKind) {
  return entityPage({
    key: ({ companyCode, section = [] }: { variant: string; companyCode: string; section?: string[] }, v) => ({ companyCode, rest: section, locale: v.locale }),
    load: async ({ companyCode, rest, locale }) => {
      const key = rest[0];
      if (!CODE.test(companyCode) || rest.length > 1 || (key !== undefined && !CODE.test(key))) return null;
      const data = await getCompanyPage(companyCode, kind, locale);
      if (!data) return null;
      const section = key === undefined ? null : data.sections.find((s) => s.sectionKey === key);
      return section === undefined ? null : { data, section };
    },
    /** T15 (company) / T19 (section) titles, descriptions and canonical URLs. */
    metadata: ({ v, t, data: { data, section } }) => {
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
    },
    render: ({ v, t, data: { data, section } }) => (
      <PageBody>
        <JsonLd data={companyJsonLd(data.company, absoluteUrl(companyHref(data.company)))} />
        <CompanyPageView t={t} locale={v.locale} data={data} section={section} />
      </PageBody>
    ),
  });
}
