import type { zhDictionary } from '@/locales/zh-dictionary';

/** The industry dictionary `/dict/detail` (E19, issue 19 item 1). */
export const enDictionary: Record<keyof typeof zhDictionary, string> = {
  'dict.title': 'Industry dictionary',
  'dict.intro': '{total, plural, one {# term} other {# terms}} of the food, packaging and printing industries: materials, processes, machines, standards and quality, in English and Chinese.',
  'dict.description': 'The industry dictionary: materials, processes, machines, standards and quality terms of the food, packaging and printing industries, with English and Chinese names and definitions.',
  'dict.setName': 'Food, packaging and printing dictionary',
  'dict.searchLabel': 'Look up a term',
  'dict.searchPlaceholder': 'Type an English or Chinese name, e.g. gravure printing, BOPP',
  'dict.clear': 'Clear',
  'dict.searching': 'Searching…',
  'dict.exact': 'Exact match',
  'dict.results': '{total, plural, one {# term} other {# terms}} about “{keyword}”',
  'dict.noResult': 'No term found for “{keyword}”',
  'dict.failed': 'The lookup failed, please try again later',
  'dict.otherName': 'Chinese',
  'dict.category.material': 'Materials',
  'dict.category.process': 'Processes',
  'dict.category.machine': 'Machines',
  'dict.category.standard': 'Standards',
  'dict.category.quality': 'Quality and testing',
};
