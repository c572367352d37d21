import type { zhCase } from '@/locales/zh-case';

/** case strings (M05–M07), en: exactly zh's keys. */
export const enCase: Record<keyof typeof zhCase, string> = {
  'case.title': 'Cases',
  'case.all': 'All cases',
  'case.related': 'Related cases',
  'case.listTitle': '{name} Cases',
  'case.description': 'Project cases from food, packaging and printing companies: plastic reduction and recyclable packaging, printing upgrades, food safety systems and line retrofits, with background, solution and results.',
  'caseEditor.createTitle': 'Publish a case',
  'caseEditor.editTitle': 'Edit case',
  'caseEditor.class': 'Case category',
  'caseEditor.classPlaceholder': 'Choose a case category',
  'caseEditor.classRequired': 'Choose a case category',
};
