/** Search result groups and filters (E14–E16, E28), zh. Spread into `zh.ts`. */
export const zhSearch = {
  'search.groupEvents': '活动',
  'search.groupCompanies': '企业',
  'search.groupProducts': '产品',
  'search.groupAchievements': '成果',
  'search.otherGroups': '其他相关结果',
  'search.viewAll': '查看全部 {n} 条',
  'search.filterPostType': '类型',
  'search.filterPostTheme': '主题',
} as const;
