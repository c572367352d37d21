import { foodCompanies } from './companies-food';
import { industrialCompanies } from './companies-industrial';
import { packagingCompanies } from './companies-packaging';
import type { SeedCompany } from './types';

/** All companies; members and posts reference them by index, so the order is fixed. */
export const companiesCorpus: SeedCompany[] = [...foodCompanies, ...packagingCompanies, ...industrialCompanies];
