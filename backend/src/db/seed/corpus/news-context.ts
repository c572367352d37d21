import type { SeedCompany } from './types';

/** One sentence of market context per industry, used by the article generator. */
export const industryContext: Record<string, string> = {
  休闲食品: '休闲食品行业正从规模扩张转向品质竞争，减糖减盐、小包装和健康化配方成为新品开发的主要方向。',
  烘焙: '烘焙行业正从传统面包房向连锁化、中央工厂化发展，对原料稳定性与出品标准化的要求不断提高。',
  乳制品: '低温乳品和奶酪品类保持较快增长，冷链覆盖能力和奶源品质成为乳企竞争的关键。',
  冷链物流: '冷链食品需求持续增长，仓储与运输环节的温控可视化正在成为品牌方选择服务商的重要标准。',
  速冻食品: '速冻食品企业在巩固零售渠道的同时加快进入餐饮市场，产品规格和出品效率随之调整。',
  餐饮: '连锁餐饮门店数量稳步增加，标准化食材与中央厨房配送的需求同步扩大。',
  饮料: '饮料市场呈现无糖化、功能化和大容量化趋势，包装规格与瓶型设计更新频率明显加快。',
  茶饮咖啡: '新茶饮与咖啡门店快速扩张，带动茶叶、果酱、植物基底等原料的标准化采购。',
  调味品: '复合调味料增速高于传统基础调味品，餐饮定制和家庭便捷烹饪成为两大增长引擎。',
  预制菜: '预制菜行业在标准逐步完善的背景下走向规范化，冷链与品控能力成为企业的核心门槛。',
  植物基: '植物基产品从“替代”走向独立品类，原料企业在蛋白提取与风味改良上持续投入。',
  食品添加剂: '清洁标签和减糖需求推动天然甜味剂、膳食纤维与天然色素等配料快速增长。',
  保健食品: '营养健康食品剂型日益多样，软糖、冻干粉等形式受到年轻消费者欢迎，合规要求也更加严格。',
  肉制品: '肉制品行业向低温化、调理化方向发展，餐饮渠道对分割肉和调理肉的需求稳步上升。',
  酒类: '酒类企业在产品年轻化和包装减量化两方面同时发力，礼盒设计趋于简约。',
  玻璃包装: '玻璃包装企业通过轻量化设计与窑炉节能改造应对能源成本上升，调味品和酒类是主要下游。',
  软包装: '软包装行业在单一材质、无溶剂复合和高阻隔材料方面加快技术升级，以满足可回收设计要求。',
  凹版印刷: '凹印企业面临 VOCs 治理与短版化双重压力，版辊精度和换单效率成为关注重点。',
  纸包装: '“以纸代塑”持续推进，纸包装企业在结构设计、纸浆模塑和阻隔涂布方面不断拓展应用场景。',
  印后加工: '印后环节是包装印刷厂用工最集中的工序，自动化与在线检测改造需求旺盛。',
  包装设计: '品牌方对包装设计的要求从视觉美观延伸到可回收性、信息清晰度和量产可行性。',
  金属包装: '金属包装企业推进罐体减薄和数码印罐，以应对铝材价格波动和个性化营销需求。',
  塑料容器: '塑料容器行业加快再生料应用与轻量化设计，食品级 rPET 的供应仍然偏紧。',
  瓦楞纸箱: '瓦楞纸箱企业受原纸价格波动影响较大，轻量化箱型与电商专用箱成为降本重点。',
  标签: '标签印刷向可变数据、防伪溯源和智能标签方向升级，数码与柔印组合工艺应用增多。',
  柔版印刷: '柔印凭借水性油墨和较低的制版成本，在纸杯、纸袋和部分软包装领域加快替代。',
  数码印刷: '数码印刷在包装领域从打样走向量产，小批量、多版本和可变数据订单快速增长。',
  胶印: '胶印包装企业面对订单短版化趋势，正通过智能排产和自动换版提升设备利用率。',
  油墨: '油墨企业围绕低 VOCs、低迁移和植物油基等方向调整产品结构，以满足环保与食品安全要求。',
  包装机械: '国产包装机械在速度、稳定性和智能化方面快速进步，进口替代进程明显加快。',
  食品机械: '预制菜和中央厨房建设带动前处理、成型与速冻设备需求，设备企业加快整线方案布局。',
  检测认证: '品牌方与监管部门对食品及包装材料的检测要求日益严格，第三方检测机构业务持续增长。',
};

export type CompanyGroup = 'food' | 'packaging' | 'printing' | 'equipment' | 'service';

const PRINTING = ['胶印', '数码印刷', '柔版印刷', '凹版印刷', '油墨'];
const PACKAGING = ['软包装', '纸包装', '金属包装', '玻璃包装', '塑料容器', '瓦楞纸箱', '标签', '包装设计'];
const EQUIPMENT = ['包装机械', '食品机械'];
const SERVICE = ['检测认证', '冷链物流'];

/** Coarse business group of a company, judged by its first category. */
export function companyGroup(c: SeedCompany): CompanyGroup {
  const first = c.categories[0] ?? '';
  if (PRINTING.includes(first)) return 'printing';
  if (PACKAGING.includes(first)) return 'packaging';
  if (EQUIPMENT.includes(first)) return 'equipment';
  if (SERVICE.includes(first) || first === '印后加工') return first === '印后加工' ? 'printing' : 'service';
  if (first === '餐饮') return 'service';
  return 'food';
}

/** News class tag code that fits a company group. */
export const groupClassTag: Record<CompanyGroup, string> = {
  food: 'food',
  packaging: 'packaging',
  printing: 'printing',
  equipment: 'equipment',
  service: 'company',
};

export const groupSourceTag: Record<CompanyGroup, string> = {
  food: 'food-observer',
  packaging: 'packaging-frontier',
  printing: 'printing-review',
  equipment: 'machinery-watch',
  service: 'industry-newswire',
};

/** 32-bit integer hash (murmur3 finaliser); deterministic across runs and platforms. */
export function hash32(n: number): number {
  let x = (n ^ 0x9e3779b9) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0;
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

/** Deterministic integer in [min, max] from a seed. */
export function pick(seed: number, min: number, max: number): number {
  return min + (hash32(seed) % (max - min + 1));
}
