import type { SeedTopic } from './types';

/** News topics (专题): each section gathers news by class and/or theme tag codes. */
export const topicsCorpus: SeedTopic[] = [
  {
    title: '可持续包装进行时',
    enTitle: 'Sustainable Packaging in Progress',
    code: 'sustainable-packaging',
    description: '从单一材质软包装、纸基阻隔材料到限制过度包装新规，梳理食品包装绿色转型的政策、技术与企业实践。',
    cover: 41,
    sections: [
      { name: '政策与标准', enName: 'Policy & Standards', classTags: ['policy'], themeTags: ['sustainability', 'standards'] },
      { name: '材料与工艺', enName: 'Materials & Processes', classTags: ['packaging'], themeTags: ['new-materials'] },
      { name: '企业实践', enName: 'Company Practice', classTags: ['company'], themeTags: ['sustainability'] },
    ],
  },
  {
    title: '减糖时代的配方革新',
    enTitle: 'Reformulating for Less Sugar',
    code: 'sugar-reduction',
    description: '甜味剂复配、阿洛酮糖量产与无糖饮料热潮，聚焦食品企业如何在口感与健康之间找到平衡。',
    cover: 42,
    sections: [
      { name: '原料动态', enName: 'Ingredient News', classTags: ['ingredients'], themeTags: ['health-nutrition'] },
      { name: '新品观察', enName: 'New Product Watch', classTags: ['food'], themeTags: ['new-launches', 'consumer-trends'] },
    ],
  },
  {
    title: '智能工厂观察',
    enTitle: 'Inside Smart Factories',
    code: 'smart-factory',
    description: '高速包装、无人仓储、数字孪生调试与印后少人化改造，走进食品与包装印刷企业的智能化升级现场。',
    cover: 43,
    sections: [
      { name: '装备进展', enName: 'Equipment Advances', classTags: ['equipment'], themeTags: ['smart-manufacturing'] },
      { name: '数字化实践', enName: 'Digital Practice', classTags: ['printing', 'company'], themeTags: ['digitalization'] },
      { name: '投资扩产', enName: 'Investment & Expansion', classTags: ['company'], themeTags: ['investment'] },
    ],
  },
  {
    title: '原料与包材价格追踪',
    enTitle: 'Ingredients and Packaging Price Tracker',
    code: 'price-tracker',
    description: '每周更新糖、乳粉、油脂、纸张、薄膜、铝材等大宗原料价格走势，为采购决策提供参考。',
    cover: 44,
    sections: [
      { name: '食品原料', enName: 'Food Ingredients', classTags: ['ingredients'], themeTags: ['market-prices'] },
      { name: '包装基材', enName: 'Packaging Substrates', classTags: ['packaging', 'ingredients'], themeTags: ['market-prices'] },
    ],
  },
  {
    title: '食品出海新机遇',
    enTitle: 'Chinese Food Going Global',
    code: 'going-global',
    description: '东南亚中式餐饮扩张、海外标签法规变化与出口企业本地化建厂，解读食品与包装企业出海路径。',
    cover: 45,
    sections: [
      { name: '海外市场', enName: 'Overseas Markets', classTags: ['food'], themeTags: ['export-trade'] },
      { name: '法规合规', enName: 'Regulatory Compliance', classTags: ['policy'], themeTags: ['export-trade', 'standards'] },
    ],
  },
  {
    title: '包装设计创意周刊精选',
    enTitle: 'Creative Packaging Highlights',
    code: 'creative-highlights',
    description: '汇集年度包装设计榜单、节令礼盒与数码印刷创意案例，看设计如何兼顾品牌表达与可回收性。',
    cover: 46,
    sections: [
      { name: '设计案例', enName: 'Design Cases', classTags: ['packaging'], themeTags: ['brand-marketing'] },
      { name: '印刷创意', enName: 'Printing Ideas', classTags: ['printing'], themeTags: ['brand-marketing', 'digitalization'] },
    ],
  },
];
