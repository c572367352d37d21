/**
 * Corpus of the catalogue seed: the industry chain's three-level category tree (the same shape for
 * products, brands and companies; level 3 names equal the industry tags that classify items), the nine
 * classification categories of the editors (M30), and products added to reach the catalogue's size.
 */

export interface ChainNode {
  name: string;
  enName: string;
  children?: ChainNode[];
}

const leaf = (name: string, enName: string): ChainNode => ({ name, enName });

export const chainTree: ChainNode[] = [
  {
    name: '食品饮料',
    enName: 'Food & beverage',
    children: [
      { name: '烘焙乳品', enName: 'Bakery & dairy', children: [leaf('烘焙', 'Bakery'), leaf('乳制品', 'Dairy')] },
      { name: '饮料茶酒', enName: 'Drinks, tea & liquor', children: [leaf('饮料', 'Beverages'), leaf('茶饮咖啡', 'Tea & coffee'), leaf('酒类', 'Liquor')] },
      { name: '休闲与速冻', enName: 'Snacks & frozen', children: [leaf('休闲食品', 'Snacks'), leaf('速冻食品', 'Frozen food'), leaf('预制菜', 'Prepared dishes')] },
      { name: '调味与肉制品', enName: 'Seasoning & meat', children: [leaf('调味品', 'Seasonings'), leaf('肉制品', 'Meat products')] },
    ],
  },
  {
    name: '食品原料',
    enName: 'Ingredients',
    children: [
      { name: '配料与营养', enName: 'Additives & nutrition', children: [leaf('食品添加剂', 'Food additives'), leaf('保健食品', 'Health food')] },
      { name: '植物基与粮油', enName: 'Plant-based & staples', children: [leaf('植物基', 'Plant-based')] },
    ],
  },
  {
    name: '包装材料',
    enName: 'Packaging',
    children: [
      { name: '软包装与薄膜', enName: 'Flexible packaging', children: [leaf('软包装', 'Flexible packaging')] },
      { name: '纸包装', enName: 'Paper packaging', children: [leaf('纸包装', 'Paper packaging'), leaf('瓦楞纸箱', 'Corrugated boxes')] },
      { name: '硬质容器', enName: 'Rigid containers', children: [leaf('金属包装', 'Metal packaging'), leaf('玻璃包装', 'Glass packaging'), leaf('塑料容器', 'Plastic containers')] },
      { name: '标签标识', enName: 'Labels', children: [leaf('标签', 'Labels')] },
    ],
  },
  {
    name: '印刷',
    enName: 'Printing',
    children: [
      { name: '印刷工艺', enName: 'Printing processes', children: [leaf('胶印', 'Offset'), leaf('数码印刷', 'Digital'), leaf('柔版印刷', 'Flexo'), leaf('凹版印刷', 'Gravure')] },
      { name: '耗材与设计', enName: 'Consumables & design', children: [leaf('油墨', 'Inks'), leaf('包装设计', 'Packaging design'), leaf('印后加工', 'Finishing')] },
    ],
  },
  {
    name: '装备与服务',
    enName: 'Equipment & services',
    children: [
      { name: '机械设备', enName: 'Machinery', children: [leaf('包装机械', 'Packaging machinery'), leaf('食品机械', 'Food machinery')] },
      { name: '供应链服务', enName: 'Supply-chain services', children: [leaf('冷链物流', 'Cold chain'), leaf('检测认证', 'Testing & certification'), leaf('餐饮', 'Catering')] },
    ],
  },
];

/** The nine editor categories (M30), keyed as CATALOGUE_CATEGORY_TYPE. */
export const catalogueCategories: Record<string, [string, string][]> = {
  product: [['成品', 'Finished goods'], ['半成品', 'Semi-finished'], ['原辅料', 'Raw materials'], ['设备', 'Equipment'], ['服务', 'Services']],
  food: [['焙烤食品', 'Baked goods'], ['乳品', 'Dairy'], ['饮品', 'Drinks'], ['休闲零食', 'Snacks'], ['调味料', 'Condiments'], ['速冻调理', 'Frozen']],
  oem: [['代工生产', 'Contract manufacturing'], ['贴牌定制', 'Private label'], ['配方研发', 'Formulation'], ['不接代工', 'No OEM']],
  ingredient: [['谷物', 'Cereals'], ['乳蛋白', 'Milk protein'], ['植物蛋白', 'Plant protein'], ['代糖', 'Sweeteners'], ['果蔬', 'Fruit & vegetables']],
  packaging: [['袋装', 'Bags'], ['盒装', 'Boxes'], ['瓶装', 'Bottles'], ['罐装', 'Cans'], ['散装', 'Bulk']],
  productType: [['常温', 'Ambient'], ['冷藏', 'Chilled'], ['冷冻', 'Frozen'], ['工业品', 'Industrial']],
  marketing: [['新品', 'New'], ['爆款', 'Best seller'], ['礼品', 'Gift'], ['节令', 'Seasonal']],
  catering: [['中餐', 'Chinese cuisine'], ['西餐烘焙', 'Western & bakery'], ['火锅', 'Hotpot'], ['团餐', 'Group catering']],
  channel: [['商超', 'Supermarkets'], ['便利店', 'Convenience stores'], ['电商', 'E-commerce'], ['餐饮渠道', 'Food service'], ['出口', 'Export']],
};

export interface ExtraProduct {
  /** Index into companiesCorpus. */
  company: number;
  name: string;
  description: string;
  unit: string;
  /** number: SPECIFIC; [a, b]: RANGE; 'a起': LEAST; null: NEGOTIABLE; 'invalid': a SPECIFIC without price (shows '-'). */
  price: number | [number, number] | string | null;
  industry: string;
}

export const extraProducts: ExtraProduct[] = [
  { company: 0, name: '低糖燕麦能量棒', description: '燕麦与坚果冷压成型，每根添加糖低于 3g，适合早餐与运动补给。', unit: '盒', price: 39.9, industry: '休闲食品' },
  { company: 0, name: '冻干草莓脆', description: '整颗草莓真空冷冻干燥，保留果香与色泽，无添加蔗糖。', unit: '袋', price: '18起', industry: '休闲食品' },
  { company: 0, name: '海苔夹心脆', description: '双层海苔夹芝麻与巴旦木，烘烤而成，适合儿童零食。', unit: '箱', price: [120, 168], industry: '休闲食品' },
  { company: 1, name: '老面碱水面包', description: '72 小时低温发酵老面，表皮脆香，适合咖啡店与烘焙门店。', unit: '个', price: 8.5, industry: '烘焙' },
  { company: 1, name: '冷冻丹麦酥皮', description: '108 层开酥，解冻即可成型，适用于蛋挞、酥饼等产品。', unit: '箱', price: '260起', industry: '烘焙' },
  { company: 1, name: '节日曲奇礼盒', description: '黄油曲奇六种口味组合，支持企业定制外盒与祝福语。', unit: '盒', price: null, industry: '烘焙' },
  { company: 2, name: '低脂风味酸奶 200g', description: '生牛乳发酵，脂肪含量 1.5%，添加双歧杆菌。', unit: '杯', price: 6.5, industry: '乳制品' },
  { company: 2, name: '餐饮专用淡奶油', description: '乳脂含量 35.5%，打发稳定，适合蛋糕裱花与西点。', unit: '升', price: [45, 58], industry: '乳制品' },
  { company: 3, name: '气泡苏打水 480ml', description: '零糖零卡，添加天然柠檬香精，口感清爽。', unit: '箱', price: 52, industry: '饮料' },
  { company: 3, name: '植物饮料定制灌装', description: '提供配方、灌装与包材一站式服务，起订量 5 万瓶。', unit: '瓶', price: null, industry: '饮料' },
  { company: 4, name: '藤椒鱼调料包', description: '青花椒与藤椒油复配，一包可做 2 斤鱼，适合家庭与餐饮。', unit: '袋', price: 9.9, industry: '调味品' },
  { company: 4, name: '火锅底料代工', description: '牛油、清油、番茄多种底料代工，支持小批量试产。', unit: '吨', price: '18000起', industry: '调味品' },
  { company: 5, name: '鲜肉大馄饨', description: '精选前腿肉与鲜虾，手工包制，速冻锁鲜。', unit: '袋', price: 24.8, industry: '速冻食品' },
  { company: 5, name: '酸菜鱼预制菜', description: '黑鱼片与老坛酸菜分装，十分钟出餐，适合外卖门店。', unit: '份', price: [19.9, 26.9], industry: '预制菜' },
  { company: 6, name: '大豆组织蛋白', description: '高温挤压工艺，蛋白质含量 ≥ 65%，用于植物肉与速冻食品。', unit: '吨', price: '9800起', industry: '植物基' },
  { company: 6, name: '燕麦基底浆', description: '酶解燕麦浆，可用于燕麦奶、燕麦酸奶与冰淇淋。', unit: '吨', price: null, industry: '植物基' },
  { company: 7, name: '海藻糖', description: '非还原性双糖，耐高温耐酸，用于烘焙保湿与冻干保护。', unit: '千克', price: [28, 36], industry: '食品添加剂' },
  { company: 7, name: '天然β-胡萝卜素', description: '盐藻来源，用于饮料与乳制品着色及营养强化。', unit: '千克', price: 'invalid', industry: '食品添加剂' },
  { company: 8, name: '冷泡白茶茶包', description: '福鼎白牡丹，冷水 4 小时出汤，适合夏季冷饮。', unit: '盒', price: 49, industry: '茶饮咖啡' },
  { company: 8, name: '挂耳咖啡定制', description: '阿拉比卡单品豆现磨充氮，支持品牌贴牌定制。', unit: '片', price: '1.8起', industry: '茶饮咖啡' },
  { company: 9, name: '铝箔三边封袋', description: '七层共挤高阻隔，适用于咖啡粉、奶粉及粉剂包装。', unit: '万个', price: [1800, 2600], industry: '软包装' },
  { company: 9, name: '可回收全 PE 拉链袋', description: '单一材质结构，通过回收认证，适合坚果与零食。', unit: '万个', price: null, industry: '软包装' },
  { company: 10, name: '白卡纸双插盒', description: '350g 白卡四色印刷，覆哑膜，适合小型食品包装。', unit: '千个', price: '650起', industry: '纸包装' },
  { company: 10, name: '天地盖礼盒', description: '灰板裱纸工艺，可烫金、UV，适合茶叶与节礼。', unit: '个', price: [6.5, 18], industry: '纸包装' },
  { company: 11, name: '重型瓦楞周转箱', description: 'AAA 楞型七层结构，抗压强度 ≥ 12000N。', unit: '个', price: 15.6, industry: '瓦楞纸箱' },
  { company: 12, name: '500ml 玻璃饮料瓶', description: '高白料吹制，瓶身可丝印，适配 38mm 瓶口。', unit: '个', price: 1.25, industry: '玻璃包装' },
  { company: 13, name: '两片罐 250ml 细长罐', description: '适用于咖啡与功能饮料，内涂通过食品接触认证。', unit: '万罐', price: [3200, 3800], industry: '金属包装' },
  { company: 14, name: 'PP 注塑餐盒', description: '可微波加热，耐温 -20℃~120℃，适合外卖与团餐。', unit: '千个', price: '420起', industry: '塑料容器' },
  { company: 15, name: '可变数据防伪标签', description: '一物一码，支持扫码溯源与营销活动。', unit: '万张', price: null, industry: '标签' },
  { company: 16, name: '短版数码标签印刷', description: '无需制版，500 张起印，24 小时交付。', unit: '张', price: '0.15起', industry: '数码印刷' },
  { company: 17, name: '水性凹印油墨', description: '低 VOC 排放，适用于纸张与薄膜凹版印刷。', unit: '千克', price: [32, 45], industry: '油墨' },
  { company: 18, name: '包装视觉升级服务', description: '品牌调研、包装结构与视觉设计，三轮方案提案。', unit: '项', price: null, industry: '包装设计' },
  { company: 19, name: '枕式包装机', description: '伺服控制，速度 30–220 包/分钟，适合面包与饼干。', unit: '台', price: '68000起', industry: '包装机械' },
  { company: 20, name: '隧道式烤炉', description: '燃气与电加热可选，温区独立控制，适合大规模烘焙。', unit: '台', price: null, industry: '食品机械' },
  { company: 21, name: '食品微生物检测套餐', description: '菌落总数、大肠菌群、霉菌酵母等 8 项，5 个工作日出具报告。', unit: '次', price: 680, industry: '检测认证' },
  { company: 22, name: '冷链城配包车服务', description: '4.2 米冷藏车按天包车，全程温度记录可查。', unit: '天', price: [900, 1300], industry: '冷链物流' },
  { company: 23, name: '社区团购选品服务', description: '根据区域消费数据选品，提供供应链与履约支持。', unit: '项', price: null, industry: '休闲食品' },
  { company: 24, name: '东北黑木耳 250g', description: '秋耳小碗耳，肉厚无根，泡发率高。', unit: '袋', price: 29.8, industry: '休闲食品' },
  { company: 25, name: '新疆薄皮核桃', description: '185 品种，壳薄易剥，仁饱满。', unit: '千克', price: '36起', industry: '休闲食品' },
  { company: 26, name: '冷压初榨椰子油', description: '海南椰肉低温压榨，适用于烘焙与烹饪。', unit: '瓶', price: 59, industry: '植物基' },
];
