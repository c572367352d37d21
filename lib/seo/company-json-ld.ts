import { rasterImageUrl } from '@/lib/seo/images';
import type { CompanyDetail, StaffDetail } from '@/lib/contract/company';

/** An absolute URL of a raster version of an API image (issue 20 item 2: rich results take no SVG). */
function absolute(url: string | null, base: string): string | undefined {
  return rasterImageUrl(url, new URL('/', base).toString()) ?? undefined;
}

/**
 * `Organization` (name, logo, url, address, sameAs, numberOfEmployees) of a company page. No `BreadcrumbList`: the page
 * shows no trail (issue 31 item 4: structured data repeats what is visible).
 */
export function companyJsonLd(company: CompanyDetail, url: string): object[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: company.name,
      alternateName: company.enName ?? undefined,
      logo: absolute(company.logo, url),
      url,
      description: company.intro ?? undefined,
      address: company.contact.address || company.location ? { '@type': 'PostalAddress', streetAddress: company.contact.address ?? undefined, addressLocality: company.location ?? undefined, addressCountry: 'CN' } : undefined,
      sameAs: company.website ? [company.website] : undefined,
      numberOfEmployees: company.employeeCount ? { '@type': 'QuantitativeValue', value: company.employeeCount } : undefined,
      foundingDate: company.foundedYear ? String(company.foundedYear) : undefined,
      telephone: company.contact.phone ?? undefined,
      email: company.contact.email ?? undefined,
    },
  ];
}

/** `Person` of a staff profile, working for its company (no `BreadcrumbList`: the page shows none). */
export function personJsonLd(staff: StaffDetail, url: string, companyUrl: string): object[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: staff.name,
      jobTitle: staff.position ?? undefined,
      image: absolute(staff.avatar, url),
      description: staff.description ?? undefined,
      url,
      worksFor: { '@type': 'Organization', name: staff.company.name, url: companyUrl },
    },
  ];
}
