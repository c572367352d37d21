/** Search result groups and filters (E14–E16, E28), zh. Spread into `zh.ts`. */
export const zhSearch = {
  'search.groupCompanies': '企业',
  'search.otherGroups': '其他相关结果',
  'search.viewAll': '查看全部 {n} 条',
} as const;
