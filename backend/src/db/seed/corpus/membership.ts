import type { MembershipBenefit } from './types';

/** Benefits listed on the membership page. */
export const membershipBenefits: MembershipBenefit[] = [
  { name: '深度内容畅读', description: '解锁全部深度专题、行业报告与原料价格周报的完整内容及历史存档。' },
  { name: '供需信息优先展示', description: '发布的需求与供应信息在列表中优先展示，并获得每月三次置顶机会。' },
  { name: '活动票务优惠', description: '平台主办的峰会、培训与沙龙享受会员价，部分活动免费参加。' },
  { name: '人脉拓展', description: '每日好友申请上限提高，可查看更多同行企业联系人与名片信息。' },
  { name: '企业主页增强', description: '企业主页可展示更多产品、品牌与资质文件，并获得访客数据分析。' },
  { name: '专属客服', description: '一对一专属客服，工作日两小时内响应，协助供需对接与活动报名。' },
];
