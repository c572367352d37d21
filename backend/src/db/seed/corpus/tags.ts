import { SITE_TAG, THEME_TAG, TOPIC_SITE_TAG } from '@/lib/constants';
import type { SeedTag, TagsCorpus, TagType } from './types';

type Row = [name: string, enName: string, code: string, description?: string];

function rows(type: TagType, list: Row[]): SeedTag[] {
  return list.map(([name, enName, code, description]) => (description ? { type, name, enName, code, description } : { type, name, enName, code }));
}

const industry: SeedTag[] = rows(1, [
  ['烘焙', 'Bakery', 'bakery'],
  ['乳制品', 'Dairy', 'dairy'],
  ['饮料', 'Beverages', 'beverages'],
  ['休闲食品', 'Snacks', 'snacks'],
  ['调味品', 'Condiments', 'condiments'],
  ['肉制品', 'Meat Products', 'meat-products'],
  ['速冻食品', 'Frozen Food', 'frozen-food'],
  ['保健食品', 'Health Food', 'health-food'],
  ['茶饮咖啡', 'Tea & Coffee', 'tea-coffee'],
  ['酒类', 'Alcoholic Drinks', 'alcoholic-drinks'],
  ['食品添加剂', 'Food Additives', 'food-additives'],
  ['植物基', 'Plant-based', 'plant-based'],
  ['预制菜', 'Prepared Dishes', 'prepared-dishes'],
  ['餐饮', 'Catering', 'catering'],
  ['软包装', 'Flexible Packaging', 'flexible-packaging'],
  ['纸包装', 'Paper Packaging', 'paper-packaging'],
  ['金属包装', 'Metal Packaging', 'metal-packaging'],
  ['玻璃包装', 'Glass Packaging', 'glass-packaging'],
  ['塑料容器', 'Plastic Containers', 'plastic-containers'],
  ['瓦楞纸箱', 'Corrugated Boxes', 'corrugated-boxes'],
  ['标签', 'Labels', 'labels'],
  ['胶印', 'Offset Printing', 'offset-printing'],
  ['数码印刷', 'Digital Printing', 'digital-printing'],
  ['柔版印刷', 'Flexographic Printing', 'flexo-printing'],
  ['凹版印刷', 'Gravure Printing', 'gravure-printing'],
  ['油墨', 'Inks', 'inks'],
  ['包装机械', 'Packaging Machinery', 'packaging-machinery'],
  ['食品机械', 'Food Machinery', 'food-machinery'],
  ['印后加工', 'Post-press Finishing', 'post-press'],
  ['包装设计', 'Packaging Design', 'packaging-design'],
  ['冷链物流', 'Cold Chain Logistics', 'cold-chain'],
  ['检测认证', 'Testing & Certification', 'testing-certification'],
]);

const newsClass: SeedTag[] = rows(2, [
  ['食品饮料', 'Food & Beverage', 'food'],
  ['包装', 'Packaging', 'packaging'],
  ['印刷', 'Printing', 'printing'],
  ['原料', 'Ingredients', 'ingredients'],
  ['设备', 'Equipment', 'equipment'],
  ['政策法规', 'Policy & Regulation', 'policy'],
  ['展会', 'Exhibitions', 'exhibition'],
  ['企业动态', 'Company News', 'company'],
]);

const newsTheme: SeedTag[] = rows(3, [
  ['可持续包装', 'Sustainable Packaging', 'sustainability'],
  ['智能制造', 'Smart Manufacturing', 'smart-manufacturing'],
  ['食品安全', 'Food Safety', 'food-safety'],
  ['新品上市', 'New Launches', 'new-launches'],
  ['投资并购', 'Investment & M&A', 'investment'],
  ['数字化转型', 'Digital Transformation', 'digitalization'],
  ['消费趋势', 'Consumer Trends', 'consumer-trends'],
  ['出口贸易', 'Export & Trade', 'export-trade'],
  ['新材料', 'New Materials', 'new-materials'],
  ['健康营养', 'Health & Nutrition', 'health-nutrition'],
  ['市场行情', 'Market Prices', 'market-prices'],
  ['标准认证', 'Standards & Certification', 'standards'],
  ['品牌营销', 'Brand Marketing', 'brand-marketing'],
]);

const newsSource: SeedTag[] = rows(4, [
  ['本站原创', 'Original', 'original', '平台编辑部独立采写的原创报道，聚焦食品、印刷与包装产业的一线动态、企业访谈和深度调研，转载请注明出处。'],
  ['食品产业观察', 'Food Industry Observer', 'food-observer', '专注食品饮料产业链的行业媒体，长期跟踪乳品、烘焙、饮料、休闲食品等细分品类的市场格局、新品趋势与渠道变化。'],
  ['包装科技前沿', 'Packaging Tech Frontier', 'packaging-frontier', '面向包装工程师与采购决策者的专业媒体，报道软包装、纸包装、金属与玻璃容器的新材料、新工艺以及可持续包装解决方案。'],
  ['印刷工业评论', 'Printing Industry Review', 'printing-review', '覆盖胶印、柔印、凹印与数码印刷的行业评论刊物，关注印刷企业经营管理、设备更新、工艺升级与绿色印刷政策落地情况。'],
  ['原料市场周报', 'Ingredients Market Weekly', 'ingredients-weekly', '每周发布食品原料与包装基材的价格行情分析，涵盖糖、乳粉、油脂、淀粉、纸浆、树脂粒子等大宗品种，为采购提供参考。'],
  ['装备制造观察', 'Machinery Watch', 'machinery-watch', '聚焦食品机械与包装机械行业的专业媒体，报道灌装、成型、贴标、码垛等装备的技术进展与智能工厂建设案例。'],
  ['消费品研究院', 'Consumer Goods Institute', 'consumer-institute', '独立的消费品行业研究机构，定期发布消费者调研、品类景气指数与品牌榜单，为食品企业的产品规划与营销决策提供数据支持。'],
  ['绿色包装联盟', 'Green Packaging Alliance', 'green-alliance', '由包装企业、品牌方与回收机构共同发起的行业组织，发布可回收设计指南、减塑案例与碳足迹核算方法，推动包装绿色转型。'],
  ['产经快讯社', 'Industry Economy Newswire', 'industry-newswire', '提供食品与包装上市公司公告、财报解读、投融资事件及政策动态的快讯服务，强调时效与准确，每日滚动更新。'],
  ['海外食品资讯', 'Global Food Digest', 'global-food-digest', '编译整理欧美、日韩及东南亚食品包装市场的重要新闻与法规变化，帮助国内企业把握出口市场动向与国际新品趋势。'],
]).map((t, i) => ({ ...t, logo: `/api/files/seed/logo/${i + 1}.svg` }));

const postTheme: SeedTag[] = (
  [
    [THEME_TAG.ingredients, '原料', 'Ingredients', 'ingredients'],
    [THEME_TAG.oem, '代工', 'OEM', 'oem'],
    [THEME_TAG.packaging, '包装', 'Packaging', 'packaging'],
    [THEME_TAG.design, '设计', 'Design', 'design'],
    [THEME_TAG.marketing, '营销', 'Marketing', 'marketing'],
    [THEME_TAG.channel, '渠道', 'Channel', 'channel'],
    [THEME_TAG.equipment, '设备', 'Equipment', 'equipment'],
    [THEME_TAG.exhibition, '展会', 'Exhibition', 'exhibition'],
    [THEME_TAG.others, '其他', 'Others', 'others'],
    [THEME_TAG.purchase, '采购', 'Purchase', 'purchase'],
  ] as const
).map(([id, name, enName, code]) => ({ id, type: 5, name, enName, code }));

const postSite: SeedTag[] = (
  [
    [SITE_TAG.demand, '需求', 'Demand', 'demand'],
    [SITE_TAG.supply, '供应', 'Supply', 'supply'],
    [SITE_TAG.recruitment, '招聘', 'Recruitment', 'recruitment'],
    [TOPIC_SITE_TAG, '话题', 'Topic', 'topic'],
  ] as const
).map(([id, name, enName, code]) => ({ id, type: 6, name, enName, code }));

const newsSite: SeedTag[] = (
  [
    [SITE_TAG.newsFoodtools, '食品工具', 'Food Tools', 'foodtools'],
    [SITE_TAG.newsFeatures, '专题', 'Features', 'features'],
    [SITE_TAG.rankings, '榜单', 'Rankings', 'rankings'],
    [SITE_TAG.popular, '热门', 'Popular', 'popular'],
  ] as const
).map(([id, name, enName, code]) => ({ id, type: 8, name, enName, code }));

const activityType: SeedTag[] = rows(7, [
  ['展览会', 'Expo', 'expo'],
  ['论坛峰会', 'Forum', 'forum'],
  ['培训课程', 'Training', 'training'],
  ['沙龙交流', 'Salon', 'salon'],
  ['线上直播', 'Online', 'online'],
  ['工厂参访', 'Factory Tour', 'tour'],
]);

const newsCategory: SeedTag[] = rows(9, [
  ['深度专题', 'Depth Topics', 'depth-topics', '编辑部策划的长篇深度报道，围绕产业热点做系统梳理与多方访谈。'],
  ['创意周刊', 'Creative Weekly', 'creative-weekly', '每周精选包装设计、品牌视觉与营销创意案例，附设计师点评。'],
]);

export const tagsCorpus: TagsCorpus = {
  industry,
  newsClass,
  newsTheme,
  newsSource,
  postTheme,
  postSite,
  activityType,
  newsSite,
  newsCategory,
};

/** Every tag of every type, flattened. */
export function allTags(): SeedTag[] {
  return (Object.values(tagsCorpus) as SeedTag[][]).flat();
}
