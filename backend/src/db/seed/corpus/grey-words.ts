/**
 * Words that must not be published (checked by the word-validation call). Seed content never contains them.
 */
export const greyWords: string[] = [
  '代开发票',
  '刷单返利',
  '网络博彩',
  '赌博网站',
  '高仿名牌',
  '假冒商标',
  '走私冻肉',
  '地沟油',
  '非法集资',
  '传销',
  '信用卡套现',
  '办假证',
  '洗钱',
  '私彩',
  '贷款秒批',
  '兼职日结刷单',
  '病死猪肉',
  '无证经营',
  '虚假宣传',
  '色情服务',
];
