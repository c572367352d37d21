import { membersCorpus } from './members';
import type { SeedCircle } from './types';

/** [name, description, isPublic, owner, admins, industry tags that select members, notices, category, extra members] */
type Row = [string, string, boolean, number, number[], string[], string[], string, number[]];

const rows: Row[] = [
  ['食品包材采购交流圈', '食品企业采购经理与包材供应商的交流圈：询价比价、供应商推荐、集采拼单与价格行情讨论。', true, 0, [9, 130], ['软包装', '瓦楞纸箱', '纸包装', '塑料容器'], ['发帖询价请注明规格、数量与交货地，便于供应商准确报价。', '禁止发布与包材采购无关的广告，违者移出圈子。', '每月第一周整理一次包材价格行情汇总，欢迎补充。'], '采购', [1, 70]],
  ['烘焙人', '烘焙工厂、连锁门店与原料企业的研发、生产和采购人员交流配方、工艺与设备。', true, 7, [8, 20], ['烘焙'], ['分享配方时请注明原料品牌与工艺参数。', '招聘信息请发到招聘频道。'], '食品', [0]],
  ['软包装技术沙龙', '聚焦复合膜结构、无溶剂复合、单一材质可回收包装与高阻隔材料的技术讨论。', true, 28, [29, 45], ['软包装', '凹版印刷', '油墨'], ['技术问题请附上材料结构和工艺条件。', '每季度组织一次线下技术沙龙，名额有限。'], '包装', [0, 133]],
  ['印刷厂长俱乐部', '胶印、柔印、凹印和数码印刷企业管理者的私密交流圈，讨论经营管理、设备选型与人才培养。', false, 47, [48, 98], ['胶印', '柔版印刷', '数码印刷', '印后加工'], ['本圈为私密圈子，入圈需填写公司与职务信息。', '圈内讨论内容请勿外传。', '设备转让信息请在标题注明【转让】。'], '印刷', []],
  ['包装设计师联盟', '包装设计师、结构工程师与品牌方的作品交流和项目对接平台。', true, 42, [43, 93], ['包装设计'], ['发布作品请注明是否已量产以及客户授权情况。', '欢迎品牌方发布设计需求。'], '设计', [1]],
  ['乳品质量与工艺', '乳制品企业的品控、研发和工艺工程师交流乳品标准、检测方法与生产工艺。', false, 6, [5], ['乳制品'], ['讨论检测数据时请隐去客户与批次信息。', '本圈仅限乳品行业从业者加入。'], '食品', []],
  ['饮料新品研究所', '饮料品牌、原料商与包装企业共同讨论无糖茶、功能饮料和植物基饮品的新品趋势。', true, 1, [10, 14], ['饮料', '茶饮咖啡', '植物基'], ['新品信息请附上市时间与渠道，便于大家追踪。', '请勿发布未经授权的内部资料。'], '食品', [0, 21]],
  ['调味品与预制菜', '复合调味料、预制菜企业与餐饮连锁的供需对接和工艺交流。', true, 11, [23, 72], ['调味品', '预制菜', '餐饮'], ['供需信息请注明产品规格与起订量。', '欢迎餐饮连锁采购发布定制需求。'], '食品', [0]],
  ['包装机械用户群', '包装机械用户与厂家交流设备选型、维护保养与故障处理经验。', true, 55, [56, 134], ['包装机械', '食品机械'], ['求助设备故障请写明设备型号与故障现象。', '厂家发帖请以技术分享为主，避免硬广。'], '设备', [0]],
  ['食品安全与合规', '食品与包装企业的法规、标准、标签与检测问题讨论，检测机构专家定期答疑。', true, 61, [16, 25], ['检测认证', '保健食品'], ['法规解读仅供参考，具体以官方发布为准。', '每周三晚检测专家在线答疑。', '请勿发布涉及具体企业的未经核实的信息。'], '综合', [0, 1, 4]],
  ['冷链与仓储', '冷链物流、冷库运营与速冻食品企业交流温控、仓配与成本管理。', true, 62, [13], ['冷链物流', '速冻食品'], ['发布运力与库位信息请注明温区与区域。', '欢迎分享冷链温控案例。'], '物流', []],
  ['标签印刷圈', '不干胶标签、套标和智能标签的印刷工艺、材料与设备讨论。', true, 39, [40], ['标签'], ['材料问题请注明面材、胶水与底纸型号。', '欢迎分享 RFID 与可变数据应用案例。'], '印刷', []],
  ['出海食品企业联盟', '有出口业务或计划出海的食品与包装企业交流海外法规、认证、渠道和物流经验。', false, 12, [94, 128], ['休闲食品', '调味品', '饮料'], ['加入需说明企业出口市场与产品品类。', '海外客户信息请私信交流。'], '综合', [0]],
  ['绿色包装实践者', '关注减塑、可回收设计与碳足迹核算的品牌方、包装企业和回收机构交流圈。', true, 31, [41, 28], ['纸包装', '塑料容器', '软包装'], ['欢迎分享可回收设计与减量化案例。', '每月评选一个优秀实践案例。'], '包装', [0, 1]],
  ['餐饮供应链', '连锁餐饮采购、中央厨房与食材供应商交流集采、配送和质量管理。', true, 68, [72], ['餐饮'], ['供应商自我推荐请附资质与服务区域。', '集采拼单信息请注明截止时间。'], '渠道', []],
  ['新消费品牌营销', '食品饮料新品牌的营销、渠道与电商运营交流，分享投放、内容与私域运营经验。', true, 1, [65, 97], ['休闲食品', '饮料', '包装设计'], ['分享案例请注明数据来源。', '禁止发布刷量与虚假营销服务。'], '营销', [0]],
];

const TARGET_SIZES = [36, 24, 30, 20, 18, 12, 28, 22, 26, 34, 14, 10, 16, 25, 15, 32];

export const circlesCorpus: SeedCircle[] = rows.map(([name, description, isPublic, ownerIndex, admins, tags, notices, category, extra], i) => {
  const adminIndexes = admins.filter((a, k) => a !== ownerIndex && admins.indexOf(a) === k && a < membersCorpus.length);
  const fixed = new Set([ownerIndex, ...adminIndexes, ...extra]);
  const matched = membersCorpus
    .map((m, idx) => ({ m, idx }))
    .filter(({ m, idx }) => idx >= 3 && !fixed.has(idx) && m.industryTags.some((t) => tags.includes(t)))
    .map(({ idx }) => idx);
  const target = TARGET_SIZES[i % TARGET_SIZES.length] as number;
  const memberIndexes = [...fixed, ...matched].slice(0, Math.max(8, Math.min(40, target)));
  return { name, description, isPublic, ownerIndex, adminIndexes, memberIndexes, notices, category, avatar: 201 + i };
});

/**
 * The categories circles are filed under (tag type 10, `TAG_TYPE.circleCategory`) with their English names: the
 * circle index's category chips show the English name in the en interface (issue 18 item 4). A category an owner
 * types that is not listed here has no English name and shows as written.
 */
export const circleCategoriesCorpus: readonly (readonly [name: string, enName: string, code: string])[] = [
  ['食品', 'Food', 'food'],
  ['包装', 'Packaging', 'packaging'],
  ['印刷', 'Printing', 'printing'],
  ['设备', 'Equipment', 'equipment'],
  ['采购', 'Procurement', 'procurement'],
  ['设计', 'Design', 'design'],
  ['物流', 'Logistics', 'logistics'],
  ['渠道', 'Sales Channels', 'channels'],
  ['营销', 'Marketing', 'marketing'],
  ['综合', 'General', 'general'],
];
