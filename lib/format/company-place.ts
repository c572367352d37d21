import type { Locale } from '@/lib/constants';

/** L11: a company's place in the page's language (the region tree's Chinese `name` or English `enName`); null when unknown. */
export function companyPlace(company: { location: string | null; locationEn: string | null }, locale: Locale): string | null {
  return locale === 'en' ? company.locationEn : company.location;
}
