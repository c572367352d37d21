import { companiesCorpus } from './companies';
import { pick } from './news-context';
import type { SeedCompany, SeedFlash } from './types';

/** [title, content, source tag code] */
type Row = [string, string, string];

const handWritten: Row[] = [
  ['国家标准委发布多项食品包装材料推荐性国家标准', '新发布标准涉及纸基复合材料、可降解塑料制品和食品接触用油墨，将于明年上半年起实施。', 'industry-newswire'],
  ['三季度全国规模以上食品制造业增加值同比增长 5.8%', '其中乳制品、调味品和方便食品增速领先，烘焙食品增速环比加快。', 'industry-newswire'],
  ['国际原糖期货价格跌至年内低点', '主产国增产预期增强，原糖期货主力合约本周累计下跌约 4%。国内白砂糖现货价格同步走弱。', 'ingredients-weekly'],
  ['全球乳制品拍卖价格指数连续第三期下跌', '全脂奶粉和脱脂奶粉成交价分别下跌 2.1% 和 1.6%，黄油价格小幅上涨。', 'ingredients-weekly'],
  ['瓦楞原纸龙头纸企发布涨价函', '多家纸企宣布下月起瓦楞原纸和箱板纸每吨上调 50–100 元，下游纸箱厂跟涨意愿一般。', 'ingredients-weekly'],
  ['欧盟包装与包装废弃物法规实施细则征求意见', '意见稿明确了可回收性等级评估方法和再生料含量核算规则，征求意见期为三个月。', 'global-food-digest'],
  ['日本修订食品标示基准，强化致敏物质标示要求', '新增一种特定原材料的强制标示要求，设置两年过渡期，出口日本的企业需及时调整标签。', 'global-food-digest'],
  ['美国食品药品监督管理局更新“健康”声称规则', '新规对使用“健康”声称的食品设定了添加糖、钠和饱和脂肪的上限。', 'global-food-digest'],
  ['春季国际食品饮料展开放观众预登记', '展会将于明年春季在上海举办，设功能性食品、清洁标签和包装设备等主题展区。', 'original'],
  ['华南国际包装印刷展览会公布展位图', '本届展会展览面积约十二万平方米，数码印刷与智能包装展区面积同比扩大三成。', 'original'],
  ['多地市场监管部门开展月饼过度包装专项检查', '检查重点包括包装层数、空隙率和包装成本占比，发现问题将责令整改。', 'industry-newswire'],
  ['生物降解塑料制品标识新规征求意见', '意见稿要求生物降解塑料制品标注降解条件与降解率，避免误导消费者。', 'green-alliance'],
  ['再生 PET 食品级应用试点企业名单公布', '首批试点涵盖饮料、食用油等领域的十余家企业，试点期为两年。', 'green-alliance'],
  ['国内首条万吨级阿洛酮糖生产线满产运行', '该产线采用酶法转化工艺，产品主要供应饮料和烘焙企业。', 'ingredients-weekly'],
  ['包装印刷行业挥发性有机物治理技术指南发布', '指南推荐水性油墨、无溶剂复合和末端治理组合方案，适用于软包装和纸包装企业。', 'printing-review'],
  ['十月全国快递业务量同比增长 18%', '电商包装需求持续旺盛，免胶带纸箱和循环快递箱使用量明显增加。', 'industry-newswire'],
  ['冷链物流行业标准修订启动', '修订重点包括冷藏车温度记录要求和冷库能效等级，计划明年发布征求意见稿。', 'industry-newswire'],
  ['全国食品安全宣传周活动启动', '今年活动主题聚焦食品标签与营养健康，各地将开展企业开放日与科普讲座。', 'original'],
  ['食品接触材料迁移测试方法标准完成修订', '新版方法标准调整了部分模拟物与测试条件，检测机构需在过渡期内完成方法验证。', 'original'],
  ['一批包装机械产品入选首台套重大技术装备目录', '入选产品包括高速无菌灌装线、智能码垛系统和在线视觉检测设备。', 'machinery-watch'],
  ['国产高速柔印机交付海外客户', '设备印刷速度达每分钟 500 米，将用于东南亚某纸杯工厂。', 'machinery-watch'],
  ['铝价回落带动易拉罐采购成本下降', '本月铝锭现货均价环比下跌约 3%，两片罐企业报价随之小幅调整。', 'ingredients-weekly'],
  ['消费品研究院发布三季度饮料品类景气指数', '无糖茶、电解质饮料和植物蛋白饮料景气度位列前三，碳酸饮料保持平稳。', 'consumer-institute'],
  ['年度预制菜消费调研报告发布', '调研显示，超过六成受访者每月至少购买一次预制菜，口味还原度和配料透明度是最受关注的因素。', 'consumer-institute'],
  ['包装设计年度榜单入围名单公布', '共有一百件作品入围，食品饮料类作品占比约四成，终评结果将于下月揭晓。', 'original'],
  ['绿色包装联盟发布可回收设计指南第二版', '新版指南新增单一材质软包装与纸基复合材料的设计要点，并提供回收性自评表。', 'green-alliance'],
  ['纸浆模塑行业年度产能统计出炉', '全年新增产能主要集中在华南和华东，食品餐盒与生鲜托盘成为主要增长领域。', 'green-alliance'],
  ['标签印刷企业数码设备装机量同比增长三成', '短版与可变数据订单增长是主要驱动因素。', 'printing-review'],
  ['西部地区首个食品包装检测公共服务平台揭牌', '平台可开展食品接触材料迁移、阻隔性能和物理机械性能等检测。', 'industry-newswire'],
  ['海南自贸港加工增值免关税政策扩围', '政策覆盖范围扩大，椰子、咖啡等热带农产品加工企业有望受益。', 'industry-newswire'],
  ['东南亚中式餐饮门店数量持续增长', '调研机构统计，今年东南亚新开中式火锅和茶饮门店超过三千家，带动国内调味料出口。', 'global-food-digest'],
  ['全国粮油产品质量抽检合格率保持高位', '本次抽检覆盖大米、食用植物油和小麦粉等品类，合格率超过 98%。', 'industry-newswire'],
  ['高校食品学院与企业共建减糖联合实验室', '实验室将围绕甜味剂复配、膳食纤维应用和感官评价开展研究。', 'food-observer'],
  ['咖啡生豆进口量同比增长超两成', '连锁咖啡门店扩张带动生豆需求，云南咖啡豆收购价同步上涨。', 'food-observer'],
  ['国际包装机械展公布新设“可持续包装”专区', '专区将集中展示纸基包装成型设备与单一材质包装解决方案。', 'machinery-watch'],
  ['白卡纸价格连续两周持稳', '下游礼盒旺季备货接近尾声，纸企挺价意愿较强，市场成交平稳。', 'ingredients-weekly'],
];

const COMPANY_EVENTS: ((c: SeedCompany, i: number) => [string, string])[] = [
  (c, i) => [`${c.shortName}发布年度可持续发展报告`, `报告显示，${c.shortName}单位产品综合能耗同比下降 ${pick(i, 3, 12)}%，可回收包装使用比例继续提升。`],
  (c, i) => [`${c.shortName}${c.products[0]?.name ?? '主力产品'}订单同比增长 ${pick(i + 1, 15, 60)}%`, `${c.shortName}表示，增长主要来自${c.categories[0] ?? '核心'}领域的新客户，四季度排产已基本饱和。`],
  (c) => [`${c.shortName}获评${c.city}市绿色工厂`, `${c.shortName}近年来持续推进节能改造与清洁生产，此次入选市级绿色工厂名单。`],
  (c, i) => [`${c.shortName}与高校共建${c.categories[0] ?? '行业'}技术研究中心`, `双方将围绕工艺优化与新材料应用开展合作，首期投入约 ${pick(i + 2, 500, 3000)} 万元。`],
  (c) => [`${c.shortName}新一代${c.products[c.products.length - 1]?.name ?? '产品'}完成客户验证`, `该产品已在多家客户处完成试用，预计下月起批量供货。`],
  (c, i) => [`${c.shortName}${c.city}仓储中心投入使用`, `新仓储中心面积约 ${pick(i + 3, 8, 40)} 千平方米，可将${c.city}及周边客户的交付时间缩短一天。`],
];

const generated: Row[] = companiesCorpus.map((c, i) => {
  const [title, content] = (COMPANY_EVENTS[i % COMPANY_EVENTS.length] as (c: SeedCompany, i: number) => [string, string])(c, i);
  return [title, content, 'industry-newswire'];
});

const pad = (n: number) => String(n).padStart(2, '0');

function flashTime(i: number): string {
  const base = Date.UTC(2026, 10, 30, 17, 45, 0);
  const t = new Date(base - i * 7 * 3600_000 - pick(i + 300, 0, 240) * 60_000);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:00`;
}

/** Newest first; hand-written and company flashes alternate. */
export const flashesCorpus: SeedFlash[] = (() => {
  const rows: Row[] = [];
  const n = Math.max(handWritten.length, generated.length);
  for (let i = 0; i < n; i++) {
    if (handWritten[i]) rows.push(handWritten[i] as Row);
    if (generated[i]) rows.push(generated[i] as Row);
  }
  return rows.map(([title, content, sourceTag], i) => ({ title, content, sourceTag, publishTime: flashTime(i) }));
})();
