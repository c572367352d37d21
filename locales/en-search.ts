import type { zhSearch } from '@/locales/zh-search';

/** Search result groups and filters (E14–E16, E28), en. */
export const enSearch: Record<keyof typeof zhSearch, string> = {
  'search.groupCompanies': 'Companies',
  'search.otherGroups': 'More results',
  'search.viewAll': 'View all {n}',
};
