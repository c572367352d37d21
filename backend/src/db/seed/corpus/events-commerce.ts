/**
 * What turns the events corpus into a shop: registration forms, coupons, group-buy and sold-out SKUs, per-order
 * caps, organisers' English names and logos. Keys are event titles of `eventsCorpus`.
 */

export interface SeedFormField {
  key: string;
  type: 'TEXT' | 'TEXTAREA' | 'RADIO' | 'CHECKBOX' | 'SELECT' | 'DATE' | 'IMAGE' | 'FILE';
  label: string;
  enLabel: string;
  required: boolean;
  options?: [string, string][];
  maxLength?: number;
  placeholder?: string;
}

export interface SeedForm {
  code: string;
  name: string;
  enName: string;
  description: string;
  fields: SeedFormField[];
}

export const eventForms: SeedForm[] = [
  {
    code: 'attendee',
    name: '参会登记表',
    enName: 'Attendee registration',
    description: '请如实填写参会人信息，主办方将据此制作胸牌并安排座位。',
    fields: [
      { key: 'company', type: 'TEXT', label: '公司名称', enLabel: 'Company', required: true, maxLength: 100 },
      { key: 'position', type: 'TEXT', label: '职位', enLabel: 'Position', required: true, maxLength: 40 },
      {
        key: 'industry',
        type: 'RADIO',
        label: '所属行业',
        enLabel: 'Industry',
        required: true,
        options: [
          ['食品饮料', 'Food & beverage'],
          ['包装印刷', 'Packaging & printing'],
          ['设备制造', 'Machinery'],
          ['其他', 'Other'],
        ],
      },
      { key: 'remark', type: 'TEXTAREA', label: '希望交流的话题', enLabel: 'Topics you want to discuss', required: false, maxLength: 300 },
    ],
  },
  {
    code: 'training',
    name: '培训报名表',
    enName: 'Training enrolment',
    description: '培训结业颁发证书，请上传名片并填写开票信息。',
    fields: [
      { key: 'company', type: 'TEXT', label: '公司名称', enLabel: 'Company', required: true, maxLength: 100 },
      {
        key: 'topics',
        type: 'CHECKBOX',
        label: '最关注的内容',
        enLabel: 'Topics of interest',
        required: false,
        options: [
          ['标准法规', 'Standards & regulations'],
          ['工艺实操', 'Hands-on process'],
          ['案例分析', 'Case studies'],
        ],
      },
      { key: 'arrival', type: 'DATE', label: '预计到达日期', enLabel: 'Arrival date', required: false },
      { key: 'card', type: 'IMAGE', label: '名片照片', enLabel: 'Business card photo', required: false },
      { key: 'invoice', type: 'FILE', label: '开票信息（PDF）', enLabel: 'Invoicing details (PDF)', required: false },
    ],
  },
  {
    code: 'tour',
    name: '考察团报名表',
    enName: 'Study tour registration',
    description: '考察团需购买保险并安排住宿，请填写证件信息与住宿需求。',
    fields: [
      { key: 'company', type: 'TEXT', label: '公司名称', enLabel: 'Company', required: true, maxLength: 100 },
      {
        key: 'room',
        type: 'SELECT',
        label: '住宿需求',
        enLabel: 'Accommodation',
        required: true,
        options: [
          ['单人间', 'Single room'],
          ['双人间拼房', 'Shared twin room'],
          ['自行安排', 'Own arrangement'],
        ],
      },
      { key: 'diet', type: 'TEXT', label: '饮食禁忌', enLabel: 'Dietary needs', required: false, maxLength: 100, placeholder: '如：清真、素食' },
    ],
  },
];

/** Form of each event by type code (events of other types ask for no form). */
export const formByTypeCode: Record<string, string> = { training: 'training', tour: 'tour', forum: 'attendee' };

export interface SeedCoupon {
  code: string;
  /** Yuan off. */
  amount: number;
  /** Restricted to this event title (else any event). */
  eventTitle?: string;
  /** Minimum order total in yuan. */
  minAmount?: number;
  /** '' = no end. */
  validUntil: string;
  maxUses?: number;
  /** Uses per member (else no per-member limit). */
  perMemberLimit?: number;
}

export const eventCoupons: SeedCoupon[] = [
  { code: 'WELCOME50', amount: 50, minAmount: 200, validUntil: '2027-12-31 23:59:59', perMemberLimit: 1 },
  { code: 'SUGAR200', amount: 200, eventTitle: '2027 食品减糖创新峰会', validUntil: '2027-03-18 09:00:00' },
  { code: 'TRAIN300', amount: 300, minAmount: 2000, validUntil: '2027-06-30 23:59:59', maxUses: 50 },
  { code: 'SUMMER2026', amount: 100, validUntil: '2026-08-31 23:59:59' },
];

/**
 * SKUs sold out in the seed: [event title, sku name, options]. `keepsDraw`: the SKU still takes its sales draw from
 * the seed's random stream (it became sold out after that stream was settled), so every later draw is unchanged.
 */
export const soldOutSkus: [string, string, { keepsDraw: boolean }?][] = [
  ['包装结构设计实战营', '学生票'],
  ['2027 食品减糖创新峰会', '早鸟票'],
  // issue 29 item 11: replaces the barred buyer's event as the single-ticket event that is sold out
  ['咖啡与植物基饮品工作坊', '工作坊名额', { keepsDraw: true }],
];

/**
 * SKUs with a few seats left: [event title, sku name, seats left]. The barred buyer's event keeps seats, so the
 * checkout opens for 13800000002 and its order shows the 30204 message (issue 29 item 11).
 */
export const fewSeatsLeft: [string, string, number][] = [['采购总监闭门交流会', '席位', 3]];

/** Lower per-order caps: [event title, sku name, cap]. */
export const skuCaps: [string, string, number][] = [
  ['新疆干果产区考察团', '考察团费（含食宿）', 2],
  ['云南茶园与咖啡庄园游学', '游学名额', 2],
  ['2027 食品减糖创新峰会', '企业三人团购票', 1],
  ['采购总监闭门交流会', '席位', 1],
];

/** Group-buy SKUs: names containing this mark. */
export const GROUP_BUY_MARK = '团购';

/** The second demo member may not buy tickets of this event (ERR 30204, H35). */
export const bannedBuyerEventTitle = '采购总监闭门交流会';

/** Organisers' English names (others have none). */
export const merchantEnNames: Record<string, string> = {
  本站: 'This site',
  消费品研究院: 'Consumer Goods Institute',
  食品包装产业联盟: 'Food Packaging Industry Alliance',
  印刷工业评论: 'Printing Industry Review',
  绿色包装联盟: 'Green Packaging Alliance',
  食品产业观察: 'Food Industry Watch',
};
