import { CHINA_ROOT_ID } from '@/lib/constants';
import { companiesCorpus } from './companies';
import { locationsCorpus } from './locations';
import { membersCorpus } from './members';
import { companyGroup, groupClassTag, groupSourceTag, industryContext, pick } from './news-context';
import type { NewsDraft } from './news-render';
import type { SeedCompany, SeedProduct } from './types';

/**
 * Deterministic article generator: composes distinct, natural articles from templates × companies ×
 * products × regions × materials. Every call returns the same list.
 */

const AUTHORS = ['林舒', '周启明', '郭远', '沈佳', '何青', '韩露', '冯川', '陆一鸣'];

function provinceOf(city: string): string {
  const loc = locationsCorpus.find((l) => l.name === city);
  if (!loc || loc.parentId === CHINA_ROOT_ID || loc.parentId === 0) return city;
  return locationsCorpus.find((l) => l.id === loc.parentId)?.name ?? city;
}

function ctx(c: SeedCompany): string {
  return industryContext[c.categories[0] ?? ''] ?? '';
}

function priceLine(p: SeedProduct): string {
  switch (p.priceType) {
    case 'SPECIFIC':
      return `参考价格为 ${p.price} ${p.unit}`;
    case 'LEAST':
      return `报价 ${p.price} ${p.unit}起`;
    case 'RANGE':
      return `报价区间为 ${p.price}–${p.maxPrice} ${p.unit}`;
    default:
      return '价格根据订单规模与定制要求面议';
  }
}

/** T1: new production base per company. */
function capacityArticles(): NewsDraft[] {
  const physical = (c: SeedCompany) =>
    companyGroup(c) !== 'service' && c.categories[0] !== '包装设计' && !/服务|设计|方案|定制|代工/.test(c.products[0]?.name ?? '');
  return companiesCorpus.filter(physical).map((c, i) => {
    const p = c.products[0] as SeedProduct;
    const g = companyGroup(c);
    const pct = pick(i + 11, 25, 80);
    const inv = pick(i + 12, 3, 25);
    const months = pick(i + 13, 12, 30);
    const lines = pick(i + 14, 4, 16);
    const area = pick(i + 15, 80, 460);
    const base = provinceOf(c.city) === c.city ? `${c.city}` : `${provinceOf(c.city)}${c.city}`;
    return {
      title: `${c.shortName}${base}新基地开工，${p.name}产能将提升${pct}%`,
      summary: `${c.shortName}位于${c.city}的新生产基地开工建设，总投资约${inv}亿元，规划${lines}条自动化产线，预计${months}个月内建成。`,
      lead: `${c.shortName}近日宣布，位于${c.city}的新生产基地正式开工。项目总投资约${inv}亿元，建成后${p.name}等产品的年产能将提升<strong>${pct}%</strong>。`,
      heading: '项目概况',
      body: [
        `据介绍，新基地占地约${area}亩，规划建设${lines}条自动化生产线以及原料库、成品库和研发检测中心。主力产品${p.name}的特点是：${p.description}`,
        `${c.shortName}相关负责人表示，现有工厂产能利用率已接近饱和，新基地将重点服务${provinceOf(c.city)}及周边地区客户，缩短交付半径。${ctx(c)}`,
      ],
      list: [`总投资：约${inv}亿元`, `建设周期：约${months}个月`, `主要产品：${c.products.map((x) => x.name).join('、')}`, `规划产线：${lines}条`],
      close: `${c.shortName}成立于${c.foundedYear}年，业务覆盖${c.categories.join('、')}等领域。项目建成后，公司将同步导入能源管理与生产追溯系统。`,
      classTag: 'company',
      themeTags: ['investment', g === 'food' ? 'smart-manufacturing' : 'digitalization'],
      sourceTag: 'industry-newswire',
      keywords: `${c.shortName},新基地,${p.name},产能扩张`,
      author: AUTHORS[i % AUTHORS.length] as string,
    };
  });
}

const LAUNCH_ANGLES = ['瞄准{cat}细分市场', '主打稳定供货与快速交付', '面向中小客户推出标准规格', '强化{cat}客户定制服务', '聚焦品质升级需求'];

/** T2: product launches (second and later products of each company). */
function launchArticles(): NewsDraft[] {
  const out: NewsDraft[] = [];
  companiesCorpus.forEach((c, ci) => {
    c.products.slice(1).forEach((p, pi) => {
      const g = companyGroup(c);
      const cat = p.categories[0] ?? c.categories[0] ?? '';
      const angle = (LAUNCH_ANGLES[(ci + pi) % LAUNCH_ANGLES.length] as string).replace('{cat}', cat);
      out.push({
        title: `${c.shortName}推出${p.name}，${angle}`,
        summary: `${c.shortName}发布${p.name}。${p.description}`.slice(0, 118),
        lead: `${c.shortName}日前正式发布${p.name}。${p.description}`,
        heading: '产品特点',
        body: [
          `据${c.shortName}介绍，该产品主要面向${c.categories.join('、')}领域客户，${priceLine(p)}，可根据客户需求提供样品测试与技术支持。`,
          `${ctx(c)}${c.shortName}表示，新产品是在收集大量客户反馈的基础上开发的，已在部分客户处完成试用验证。`,
        ],
        list: [`产品名称：${p.name}`, `适用领域：${cat}`, `计价方式：${priceLine(p)}`],
        close: `${c.intro.slice(0, c.intro.indexOf('。') + 1)}`,
        classTag: groupClassTag[g],
        themeTags: ['new-launches', g === 'food' ? 'consumer-trends' : 'new-materials'],
        sourceTag: groupSourceTag[g],
        keywords: `${c.shortName},${p.name},新品发布,${cat}`,
        author: AUTHORS[(ci + pi + 3) % AUTHORS.length] as string,
      });
    });
  });
  return out;
}

const COOP_TOPIC: Record<string, [string, string]> = {
  packaging: ['包装减量与可回收设计', 'sustainability'],
  printing: ['包装印刷数字化协同', 'digitalization'],
  equipment: ['产线智能化升级', 'smart-manufacturing'],
  service: ['供应链协同与质量追溯', 'food-safety'],
  food: ['联合研发与渠道共享', 'consumer-trends'],
};

/** T3: strategic cooperation between a food company and a supplier. */
function cooperationArticles(count: number): NewsDraft[] {
  const foods = companiesCorpus.filter((c) => companyGroup(c) === 'food');
  const suppliers = companiesCorpus.filter((c) => companyGroup(c) !== 'food');
  const out: NewsDraft[] = [];
  for (let i = 0; i < count; i++) {
    const a = foods[i % foods.length] as SeedCompany;
    const b = suppliers[(i * 7 + 3) % suppliers.length] as SeedCompany;
    const [topic, theme] = COOP_TOPIC[companyGroup(b)] as [string, string];
    const years = pick(i + 101, 3, 5);
    out.push({
      title: `${a.shortName}与${b.shortName}签署战略合作协议，共同推进${topic}`,
      summary: `${a.shortName}与${b.shortName}签署为期${years}年的战略合作协议，双方将在${topic}方面开展深度合作。`,
      lead: `${a.shortName}与${b.shortName}日前在${a.city}签署战略合作协议，双方将在未来${years}年内围绕<strong>${topic}</strong>开展合作。`,
      heading: '合作内容',
      body: [
        `根据协议，${b.shortName}将为${a.shortName}提供${b.products.map((p) => p.name).slice(0, 2).join('、')}等产品与技术服务，并派驻技术团队参与新品开发。`,
        `${a.shortName}方面表示，${ctx(a)}与上游伙伴建立长期合作，有助于稳定供应、控制成本并加快产品迭代。`,
        `${b.shortName}方面表示，${ctx(b)}`,
      ],
      list: [`合作期限：${years}年`, `合作方向：${topic}`, '建立联合项目组，按季度评审进展'],
      close: `双方还将共同申报行业标准与科技项目，推动合作成果在更多客户中落地。`,
      classTag: 'company',
      themeTags: [theme, 'investment'],
      sourceTag: i % 2 ? 'original' : 'industry-newswire',
      keywords: `${a.shortName},${b.shortName},战略合作,${topic}`,
      author: AUTHORS[(i + 5) % AUTHORS.length] as string,
    });
  }
  return out;
}

type Material = [name: string, unit: string, base: number, region: string, use: string];
const MATERIALS: Material[] = [
  ['白砂糖', '元/吨', 6200, '广西', '饮料、烘焙与糖果'],
  ['全脂乳粉', '元/吨', 26500, '华东', '乳饮料与烘焙'],
  ['棕榈油', '元/吨', 8300, '华南', '烘焙与方便食品'],
  ['玉米淀粉', '元/吨', 3100, '山东', '速冻食品与调味品'],
  ['高筋小麦粉', '元/吨', 4300, '河南', '烘焙与面制品'],
  ['可可粉', '元/吨', 52000, '华东', '巧克力与烘焙'],
  ['瓦楞原纸', '元/吨', 3300, '华东', '纸箱与纸包装'],
  ['白卡纸', '元/吨', 4700, '华南', '彩盒与礼盒'],
  ['BOPP 薄膜', '元/吨', 10200, '华东', '软包装与标签'],
  ['瓶级 PET 切片', '元/吨', 6900, '华东', '饮料瓶与瓶坯'],
  ['铝锭', '元/吨', 20100, '华南', '易拉罐与铝箔'],
  ['马口铁', '元/吨', 8900, '华北', '罐头与奶粉罐'],
  ['溶剂型凹印油墨', '元/千克', 24, '华南', '软包装印刷'],
  ['PE 粒子', '元/吨', 8200, '华北', '复合膜与塑料容器'],
];
const TRENDS: [string, number][] = [
  ['小幅上涨', 2],
  ['稳中有降', -1],
  ['高位震荡', 0],
  ['企稳回升', 1],
  ['明显回落', -4],
];

/** T5: weekly price reports, two weeks per material. */
function priceArticles(): NewsDraft[] {
  const out: NewsDraft[] = [];
  MATERIALS.forEach(([name, unit, base, region, use], mi) => {
    [0, 1].forEach((k) => {
      const [trend, dir] = TRENDS[(mi + k * 2) % TRENDS.length] as [string, number];
      const change = dir === 0 ? 0.4 : Math.abs(dir) * 0.9 + (pick(mi * 10 + k, 0, 9) / 10);
      const price = Math.round(base * (1 + (dir >= 0 ? 1 : -1) * change / 100));
      out.push({
        title: k === 0 ? `${name}价格周报：${region}市场${trend}` : `${name}行情点评：${trend}，${use}企业${dir > 0 ? '提前备货' : '按需采购'}`,
        summary: `本周${region}市场${name}主流成交价约 ${price} ${unit}，${dir === 0 ? '周内波动区间收窄' : `周环比${dir > 0 ? '上涨' : '下跌'}约 ${change.toFixed(1)}%`}，下游${use}企业按需采购。`,
        lead: `原料市场周报监测显示，本周${region}市场<strong>${name}</strong>主流成交价约 ${price} ${unit}，整体呈${trend}态势。`,
        heading: '市场回顾',
        body: [
          `供应方面，主要生产企业开工率${dir > 0 ? '有所下降，部分装置检修' : '保持平稳，社会库存小幅增加'}；需求方面，下游${use}企业以刚需采购为主，${dir > 0 ? '节前备货带动询盘增加' : '观望情绪较浓'}。`,
          `从成本端看，${dir >= 0 ? '上游原料与能源价格对报价形成支撑' : '上游原料价格回落削弱了成本支撑'}，贸易商报价${dir > 0 ? '跟涨' : '灵活'}，实际成交以小单为主。`,
        ],
        list: [`主流价格：${price} ${unit}`, `周内走势：${trend}`, `主要下游：${use}`, `采购建议：${dir > 0 ? '适度提前锁定用量' : '随用随采，控制库存'}`],
        close: `预计下周${name}价格${dir > 0 ? '仍有小幅上行空间' : dir < 0 ? '或延续弱势整理' : '以区间震荡为主'}，建议企业结合自身库存与订单情况合理安排采购节奏。`,
        classTag: 'ingredients',
        themeTags: ['market-prices'],
        sourceTag: 'ingredients-weekly',
        keywords: `${name},价格周报,${region},原料行情`,
        siteTags: [5243],
        author: '何青',
      });
    });
  });
  return out;
}

type Cluster = [province: string, industry: string, angle: string, theme: string];
const CLUSTERS: Cluster[] = [
  ['广东', '软包装', '从规模扩张到绿色升级', 'sustainability'],
  ['浙江', '包装机械', '中小整机厂如何突围', 'smart-manufacturing'],
  ['河南', '速冻食品', '冷链半径决定市场半径', 'consumer-trends'],
  ['四川', '调味品', '复合调味料的标准化之路', 'consumer-trends'],
  ['福建', '休闲食品', '代工模式的升级与转型', 'brand-marketing'],
  ['山东', '食品添加剂', '发酵产业集群的成本优势', 'new-materials'],
  ['江苏', '标签', '智能标签与防伪溯源走向规模化', 'digitalization'],
  ['内蒙古', '乳制品', '牧场到工厂的一体化布局', 'food-safety'],
  ['云南', '茶饮咖啡', '产地原料如何对接新茶饮', 'consumer-trends'],
  ['新疆', '休闲食品', '干果产业的分级与品牌化', 'brand-marketing'],
  ['海南', '饮料', '自贸港政策下的原料加工机遇', 'export-trade'],
  ['陕西', '纸包装', '区域酒企配套带动包装升级', 'brand-marketing'],
  ['河北', '玻璃包装', '窑炉改造与轻量化并行', 'sustainability'],
  ['湖北', '冷链物流', '华中枢纽的冷库建设热潮', 'digitalization'],
  ['广东', '胶印', '短版化时代的精益生产', 'smart-manufacturing'],
  ['上海', '包装设计', '设计服务如何走向工程化', 'brand-marketing'],
];

/** T6: regional industry-cluster surveys. */
function clusterArticles(): NewsDraft[] {
  return CLUSTERS.map(([province, industry, angle, theme], i) => {
    const local = companiesCorpus.filter((c) => provinceOf(c.city) === province || c.city === province);
    const names = local.map((c) => c.shortName);
    const named = names.length ? `当地代表性企业包括${names.slice(0, 3).join('、')}等。` : '';
    const cls = ['软包装', '纸包装', '玻璃包装', '标签', '包装设计'].includes(industry)
      ? 'packaging'
      : industry === '胶印'
        ? 'printing'
        : industry === '包装机械'
          ? 'equipment'
          : industry === '食品添加剂'
            ? 'ingredients'
            : 'food';
    return {
      title: `${province}${industry}产业带调研：${angle}`,
      summary: `记者走访${province}${industry}产业带，了解企业在市场变化中的应对之策。${industryContext[industry] ?? ''}`.slice(0, 118),
      lead: `${province}是国内重要的${industry}产业聚集区之一。近期，记者走访了当地多家企业和行业协会，了解产业带在新形势下的发展路径。`,
      heading: '产业现状',
      body: [
        `${industryContext[industry] ?? ''}${named}`,
        `受访企业普遍表示，过去依靠规模和价格取胜的模式难以为继，需要在技术、品质和服务上建立差异化优势。部分企业已开始与高校和科研院所共建研发平台。`,
        `当地行业协会负责人介绍，协会正在推动共享检测中心和人才培训基地建设，帮助中小企业降低研发与质量管理成本。`,
      ],
      list: ['优势：产业链配套完整、物流便利', '短板：中小企业研发投入不足', '机遇：下游品牌方就近采购需求增加', `方向：${angle}`],
      heading2: '下一步怎么走',
      close: `多位受访者认为，${province}${industry}产业带的下一轮竞争将围绕绿色化、数字化和品牌化展开，率先完成转型的企业有望获得更大市场份额。`,
      classTag: cls,
      themeTags: [theme, 'consumer-trends'].filter((t, k, arr) => arr.indexOf(t) === k),
      sourceTag: 'original',
      keywords: `${province},${industry},产业带,调研`,
      siteTags: i % 3 === 0 ? [5244] : [],
      ...(i % 3 === 0 ? { categoryTag: 'depth-topics' } : {}),
      author: AUTHORS[(i + 2) % AUTHORS.length] as string,
    };
  });
}

const INTERVIEW_TOPICS = ['做好供应链协同', '应对原料价格波动', '推进绿色转型', '打造数字化工厂', '开拓新渠道', '提升产品品质', '培养技术团队'];

/** T8: interviews with members who work for one of the companies. */
function interviewArticles(count: number): NewsDraft[] {
  const candidates = membersCorpus.map((m, i) => ({ m, i })).filter(({ m, i }) => i >= 3 && m.companyIndex !== undefined);
  const out: NewsDraft[] = [];
  for (let k = 0; k < count && k < candidates.length; k++) {
    const { m } = candidates[(k * 3) % candidates.length] as (typeof candidates)[number];
    const c = companiesCorpus[m.companyIndex as number] as SeedCompany;
    const topic = INTERVIEW_TOPICS[k % INTERVIEW_TOPICS.length] as string;
    const g = companyGroup(c);
    out.push({
      title: `对话${c.shortName}${m.position}${m.nickname}：如何${topic}`,
      summary: `${c.shortName}${m.position}${m.nickname}分享企业在${topic}方面的思考与实践。`,
      lead: `${m.nickname}现任${c.cnName}${m.position}，在社区个人简介中这样介绍自己：“${m.bio}”近日，本站就“如何${topic}”与其进行了交流。`,
      heading: '行业正在发生什么变化',
      body: [
        `${m.nickname}认为，${ctx(c)}企业不能只盯着眼前订单，而要在组织能力上提前布局。`,
        `谈到${c.shortName}的做法，${m.nickname}介绍，公司近年来围绕${c.products.map((p) => p.name).slice(0, 2).join('和')}等核心产品，持续优化工艺与服务流程，并与上下游伙伴建立了定期沟通机制。`,
        `对于中小企业，${m.nickname}建议先从一两个关键环节入手，用数据说话，逐步形成可复制的方法。`,
      ],
      list: ['先厘清核心客户的真实需求', '用数据衡量改进效果', '与上下游伙伴共享信息', '重视一线员工的经验'],
      quote: [`${topic}没有捷径，关键是把每个环节的标准定清楚，并且坚持执行。`, `${c.shortName} ${m.nickname}`],
      close: `${m.nickname}表示，欢迎同行在社区中交流探讨，共同推动行业进步。`,
      classTag: g === 'food' ? 'company' : groupClassTag[g],
      themeTags: [topic.includes('绿色') ? 'sustainability' : topic.includes('数字') ? 'digitalization' : 'brand-marketing'],
      sourceTag: 'original',
      keywords: `${m.nickname},${c.shortName},人物访谈,${topic}`,
      author: AUTHORS[(k + 1) % AUTHORS.length] as string,
      ...(k % 4 === 0 ? { columnIndex: (k / 4) % 5 } : {}),
    });
  }
  return out;
}

/** Generated drafts: the template families interleaved round-robin, deduplicated by title (first wins). */
export function generateNewsDrafts(): NewsDraft[] {
  const families = [
    capacityArticles(),
    launchArticles(),
    cooperationArticles(24),
    priceArticles(),
    clusterArticles(),
    interviewArticles(20),
  ];
  const longest = Math.max(...families.map((f) => f.length));
  const all: NewsDraft[] = [];
  for (let i = 0; i < longest; i++) for (const f of families) if (f[i]) all.push(f[i] as NewsDraft);
  const seen = new Set<string>();
  return all.filter((d) => (seen.has(d.title) ? false : (seen.add(d.title), true)));
}
