import { foodCompanies } from './companies-food';
import { industrialCompanies } from './companies-industrial';
import { packagingCompanies } from './companies-packaging';
import type { SeedCompany } from './types';

/** All companies; members and posts reference them by index, so the order is fixed. */
export const companiesCorpus: SeedCompany[] = [...foodCompanies, ...packagingCompanies, ...industrialCompanies];

/** Index of a company by its Chinese name (throws on an unknown name so typos fail fast). */
export function companyIndex(cnName: string): number {
  const i = companiesCorpus.findIndex((c) => c.cnName === cnName);
  if (i < 0) throw new Error(`unknown company ${cnName}`);
  return i;
}
