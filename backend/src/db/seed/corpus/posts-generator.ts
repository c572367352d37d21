import { SITE_TAG, THEME_TAG, TOPIC_SITE_TAG } from '@/lib/constants';
import { companiesCorpus } from './companies';
import { membersCorpus } from './members';
import { companyGroup, industryContext, pick } from './news-context';
import type { PostRow } from './posts-handwritten';
import type { SeedProduct } from './types';

/** Template-generated posts: demand (求购), supply (供应), recruitment (招聘) and topic (话题) patterns. */

const th = THEME_TAG;

/** [item, spec, monthly quantity unit, theme, qualification, circle index] */
type DemandItem = [string, string, string, number, string, number | undefined];
const DEMAND_ITEMS: DemandItem[] = [
  ['铝箔复合袋', 'PET/AL/PE 三层结构，厚度 100μm 以上', '万只', th.packaging, 'BRCGS 或 ISO 22000 认证', 0],
  ['食品级 PE 拉链袋', '透明 PE，带自封拉链，厚度 80μm', '万只', th.packaging, '食品接触材料检测报告', 0],
  ['五层瓦楞纸箱', 'BC 楞，边压强度 7.0 kN/m 以上', '万只', th.packaging, 'FSC 认证', 0],
  ['白卡纸彩盒', '350 克白卡，四色印刷加覆哑膜', '万个', th.packaging, '绿色印刷认证', 0],
  ['PET 瓶坯', '28mm 短口，单支重 12–15 克', '万支', th.packaging, '食品级生产许可', 0],
  ['不干胶标签', '铜版纸面材，耐冷冻胶水', '万张', th.packaging, '低迁移油墨使用证明', 11],
  ['纸浆模塑餐盒', '三格 1000ml，防油防水', '万个', th.packaging, '可堆肥或降解检测报告', 13],
  ['赤藓糖醇', '纯度 99.5% 以上，粒度 20–60 目', '吨', th.ingredients, '出厂检验报告与 COA', undefined],
  ['烘焙专用高筋粉', '蛋白质 13% 以上，湿面筋 33% 以上', '吨', th.ingredients, '粮食质量检测报告', 1],
  ['全脂乳粉', '脂肪 26% 以上，进口或国产均可', '吨', th.ingredients, '原产地证明与检验报告', 5],
  ['冻干草莓粒', '3–5mm 颗粒，含水量 5% 以下', '吨', th.ingredients, 'SC 许可与农残检测报告', undefined],
  ['天然色素栀子蓝', '色价 E60 以上，水溶性', '千克', th.ingredients, '食品添加剂生产许可', undefined],
  ['复合火锅底料代工', '牛油型，500 克袋装，可按配方生产', '吨', th.oem, '调味料 SC 许可', 7],
  ['植物蛋白饮料代工', '燕麦基或豌豆基，250ml 利乐包', '万盒', th.oem, '饮料 SC 许可与无菌灌装线', 6],
  ['坚果炒货代工', '混合坚果每日装，25 克小袋', '万袋', th.oem, '炒货 SC 许可与金属检测设备', undefined],
  ['给袋式包装机', '八工位，适配自立袋与拉链袋', '台', th.equipment, '提供安装调试与培训', 8],
  ['螺旋速冻机', '产能 1 吨/小时，-35℃', '台', th.equipment, '有速冻食品行业案例', 8],
  ['标签在线检测机', '幅宽 330mm，速度 150 米/分钟以上', '台', th.equipment, '提供试机与售后服务', 11],
  ['冷藏车城配服务', '4.2 米冷藏车，0–4℃', '车次', th.channel, '具备温控记录与保险', 10],
  ['礼盒包装设计', '含视觉设计与结构打样，三款礼盒', '套', th.design, '有食品礼盒设计案例', 4],
];
const DEMAND_CITIES = ['上海', '广州', '杭州', '成都', '郑州', '苏州', '青岛', '武汉', '长沙', '厦门', '北京', '西安'];
const DEMAND_REASONS = ['新品上市', '产能扩张', '供应商调整', '年度集采', '新工厂投产', '出口订单增加'];

function pool(pattern: RegExp): number[] {
  return membersCorpus.map((m, i) => ({ m, i })).filter(({ m, i }) => i >= 3 && pattern.test(m.position)).map(({ i }) => i);
}

function demandPosts(count: number): PostRow[] {
  const authors = pool(/采购|总经理|厂长|供应链|店长|创始人|运营/);
  const out: PostRow[] = [];
  for (let i = 0; i < count; i++) {
    const [item, spec, unit, theme, qual, circle] = DEMAND_ITEMS[i % DEMAND_ITEMS.length] as DemandItem;
    const city = DEMAND_CITIES[(i * 5 + Math.floor(i / DEMAND_ITEMS.length)) % DEMAND_CITIES.length] as string;
    const qty = unit === '台' ? pick(i, 1, 4) : unit === '吨' || unit === '千克' ? pick(i, 2, 60) : pick(i, 3, 120);
    const reason = DEMAND_REASONS[i % DEMAND_REASONS.length] as string;
    const service = theme === th.oem || theme === th.design || theme === th.channel;
    const verb = service ? '寻找' : '求购';
    const where = service ? `${city}地区` : `${city}交货`;
    const title = unit === '台' || unit === '套' ? `${verb}${item}${qty}${unit}，${where}` : `${verb}${item}，月需${qty}${unit}，${where}`;
    const content =
      `因${reason}需要，现${service ? '寻找' : '采购'}${item}${service ? '合作方' : ''}。规格要求：${spec}。预计${unit === '台' || unit === '套' ? '采购数量' : '每月用量'}约${qty}${unit}，交货地${city}。` +
      `供应商需具备${qual}，可提供样品与近期检测报告，${i % 2 ? '优先考虑同城或周边工厂' : '接受长期合作与年度框架协议'}。有意向请私信报价、交期与付款方式。`;
    out.push([SITE_TAG.demand, theme === th.packaging && i % 4 === 0 ? th.purchase : theme, authors[(i * 7) % authors.length] as number, title, content, circle, pick(i + 50, 0, 1)]);
  }
  return out;
}

function priceText(p: SeedProduct): string {
  if (p.priceType === 'SPECIFIC') return `参考价 ${p.price} ${p.unit}`;
  if (p.priceType === 'LEAST') return `${p.price} ${p.unit}起`;
  if (p.priceType === 'RANGE') return `${p.price}–${p.maxPrice} ${p.unit}`;
  return '价格面议';
}

const SUPPLY_THEME: Record<string, number> = {
  food: th.ingredients,
  packaging: th.packaging,
  printing: th.packaging,
  equipment: th.equipment,
  service: th.channel,
};

function supplyPosts(): PostRow[] {
  const out: PostRow[] = [];
  companiesCorpus.forEach((c, ci) => {
    const staff = membersCorpus.map((m, i) => ({ m, i })).filter(({ m, i }) => i >= 3 && m.companyIndex === ci).map(({ i }) => i);
    if (!staff.length) return;
    const g = companyGroup(c);
    c.products.forEach((p, pi) => {
      const theme = /代工/.test(p.name) ? th.oem : /设计/.test(p.name) ? th.design : (SUPPLY_THEME[g] as number);
      const content =
        `${c.shortName}长期供应${p.name}。${p.description}价格：${priceText(p)}。` +
        `工厂位于${c.city}，${c.listStatus === 'LISTED' ? '上市企业，' : ''}成立于${c.foundedYear}年，可提供样品、检测报告与技术支持，欢迎${c.categories.slice(0, 2).join('、')}企业洽谈合作。`;
      out.push([SITE_TAG.supply, theme, staff[pi % staff.length] as number, `供应${p.name}｜${c.shortName}`, content, undefined, pick(ci * 10 + pi, 1, 4)]);
    });
  });
  return out;
}

/** [position, duties, requirements, theme, groups it fits] */
type Job = [string, string, string, number, string[]];
const JOBS: Job[] = [
  ['采购工程师', '负责原辅料与包材供应商开发、询比价和交付跟进，参与年度集采谈判。', '本科以上学历，三年以上制造业采购经验，熟悉 ERP 系统。', th.purchase, ['food', 'packaging', 'printing']],
  ['品控主管', '负责来料、过程与成品检验，维护质量体系并处理客户投诉。', '食品或相关专业，熟悉 HACCP、ISO 22000 等体系，五年以上品控经验。', th.others, ['food', 'service']],
  ['研发工程师', '负责新产品配方或结构开发、小试中试及量产转化。', '相关专业本科以上，两年以上研发经验，有量产项目经验者优先。', th.others, ['food', 'packaging']],
  ['销售经理', '负责区域客户开发与维护，完成销售目标，收集市场信息。', '三年以上行业销售经验，有客户资源者优先，能适应出差。', th.channel, ['food', 'packaging', 'printing', 'equipment', 'service']],
  ['市场专员', '负责展会、线上内容与行业活动策划执行，协助新品推广。', '市场营销相关专业，文案能力强，熟悉新媒体运营。', th.marketing, ['food', 'packaging', 'printing']],
  ['设备工程师', '负责生产设备的点检、维护和技改项目，降低故障停机时间。', '机电相关专业，熟悉 PLC 与伺服系统，三年以上设备维护经验。', th.equipment, ['food', 'packaging', 'printing', 'equipment']],
  ['印前制作员', '负责印前文件检查、拼版与色彩管理，配合客户确认打样。', '熟练使用印前软件，了解胶印或柔印工艺，两年以上相关经验。', th.design, ['printing', 'packaging']],
  ['包装设计师', '负责产品包装视觉与结构设计，跟进打样与量产。', '设计相关专业，有食品或消费品包装作品，熟悉印刷工艺。', th.design, ['food', 'packaging']],
  ['外贸业务员', '负责海外客户开发、报价与订单跟进，参加海外展会。', '英语流利，两年以上外贸经验，熟悉出口流程。', th.channel, ['food', 'packaging', 'equipment']],
  ['电气调试工程师', '负责设备电气设计与现场调试，支持售后服务。', '自动化相关专业，熟悉主流 PLC 与运动控制，能适应出差。', th.equipment, ['equipment']],
  ['仓储主管', '负责仓库收发存管理、库存盘点与温控记录，优化仓储作业效率。', '三年以上仓储管理经验，熟悉 WMS 系统，有冷链仓储经验者优先。', th.channel, ['service', 'food']],
  ['生产计划员', '负责生产排程、物料需求计划与交期协调。', '熟悉 MRP 逻辑与 Excel 数据分析，两年以上制造业计划经验。', th.others, ['food', 'packaging', 'printing', 'equipment']],
];

function recruitmentPosts(count: number): PostRow[] {
  const out: PostRow[] = [];
  const seen = new Set<string>();
  let k = 0;
  for (let step = 0; out.length < count && step < 2000; step++) {
    const ci = (step * 11) % companiesCorpus.length;
    const c = companiesCorpus[ci];
    if (!c) continue;
    const job = JOBS[(step * 5 + Math.floor(step / companiesCorpus.length)) % JOBS.length] as Job;
    const g = companyGroup(c);
    if (!job[4].includes(g)) continue;
    const title = `${c.shortName}招聘${job[0]}（${c.city}）`;
    if (seen.has(title)) continue;
    const staff = membersCorpus.map((m, i) => ({ m, i })).filter(({ m, i }) => i >= 3 && m.companyIndex === ci).map(({ i }) => i);
    if (!staff.length) continue;
    seen.add(title);
    const low = pick(step, 7, 15);
    const salary = `${low}–${low + pick(step + 1, 4, 10)}K`;
    const content = `岗位职责：${job[1]}任职要求：${job[2]}工作地点：${c.city}。薪资范围：${salary}，缴纳五险一金，提供带薪年假与年度体检。${c.shortName}${c.listStatus === 'LISTED' ? '为上市企业，' : ''}欢迎有意者私信投递简历。`;
    out.push([SITE_TAG.recruitment, job[3], staff[k++ % staff.length] as number, title, content, undefined, 0]);
  }
  return out;
}

const TOPIC_ASPECTS: [string, string, number][] = [
  ['订单情况', '四季度订单比去年同期略好，但客户下单更加碎片化，急单比例明显上升', th.others],
  ['原料成本', '主要原料价格比上半年有所回落，但包材和人工成本还在上涨，整体利润空间没有明显改善', th.purchase],
  ['招工难度', '一线操作工还算好招，懂工艺、会设备的技术工人非常紧缺，年轻人留存率不高', th.others],
  ['回款周期', '大客户账期普遍拉长到 90 天以上，中小客户回款也不太稳定，现金流压力比较大', th.others],
  ['出口形势', '东南亚订单增长比较明显，欧美客户对可回收包装和碳足迹的要求越来越具体', th.channel],
  ['展会效果', '今年参加了两个展会，专业观众数量比去年多，但现场成交的比例不高，更多是后续跟进', th.exhibition],
  ['营销投入', '传统渠道的费用越来越高，线上内容投放见效快但不稳定，还在摸索合适的投入比例', th.marketing],
];
const TOPIC_INDUSTRIES = ['烘焙', '软包装', '调味品', '胶印', '乳制品', '休闲食品', '标签', '包装机械', '预制菜', '纸包装', '饮料'];

function topicPosts(count: number): PostRow[] {
  const out: PostRow[] = [];
  for (let i = 0; i < count; i++) {
    const industry = TOPIC_INDUSTRIES[i % TOPIC_INDUSTRIES.length] as string;
    const [aspect, observation, theme] = TOPIC_ASPECTS[(i * 3) % TOPIC_ASPECTS.length] as [string, string, number];
    const candidates = membersCorpus.map((m, idx) => ({ m, idx })).filter(({ m, idx }) => idx >= 3 && m.industryTags.includes(industry));
    const author = candidates[i % Math.max(1, candidates.length)]?.idx ?? 3 + i;
    const content = `做${industry}这一行的朋友，想了解一下大家今年的${aspect}。我们这边${observation}。${industryContext[industry] ?? ''}大家那边情况如何？欢迎在评论区交流。`;
    out.push([TOPIC_SITE_TAG, theme, author, `${industry}同行聊聊：今年的${aspect}怎么样？`, content, undefined, pick(i + 900, 0, 2), i % 9 === 4]);
  }
  return out;
}

/** All generated rows, the four families interleaved round-robin. */
export function generatePostRows(): PostRow[] {
  const families = [demandPosts(84), supplyPosts(), recruitmentPosts(56), topicPosts(44)];
  const longest = Math.max(...families.map((f) => f.length));
  const out: PostRow[] = [];
  for (let i = 0; i < longest; i++) for (const f of families) if (f[i]) out.push(f[i] as PostRow);
  return out;
}
