/** case strings (M05–M07), zh. Spread into `zh.ts`. */
export const zhCase = {
  'case.title': '案例',
  'case.all': '全部案例',
  'case.related': '相关案例',
  /** T13 list: `{classTag}案例_{site}`. */
  'case.listTitle': '{name}案例',
  'case.description': '食品、包装与印刷企业的项目案例：减塑与可回收包装、印刷工艺升级、食品安全体系与产线改造的背景、方案和效果。',
  'caseEditor.createTitle': '发布案例',
  'caseEditor.editTitle': '编辑案例',
  'caseEditor.class': '案例分类',
  'caseEditor.classPlaceholder': '选择案例分类',
  'caseEditor.classRequired': '请选择案例分类',
} as const;
