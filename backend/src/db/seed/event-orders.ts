/**
 * Order history of the first demo member, so the member page's orders tab has every settled status (H41/H43),
 * amount lines of every type (H47), a group order (H48), an ADDTICKETFORM order (H46) and tickets, some of
 * events to come (ticket box, H51) and one of an ended event. Seats of orders holding them count in `sold`.
 */
import type { OrderStatus } from '@/lib/contract/ec';
import { formatTime, parseTime } from '../time';
import { SEED_BASE_DATE, type SeedContext } from './context';

interface SeedOrder {
  title: string;
  sku: string;
  quantity: number;
  status: OrderStatus;
  daysAgo: number;
  /** Cents off by coupon / promotion, and a (negative or positive) change, all in yuan. */
  coupon?: [string, number];
  promotion?: number;
  change?: number;
  cancelReason?: string;
  /** Attendees given at checkout (ADDTICKETFORM orders have none). */
  attendees: { name: string; mobile: string; idType?: string; idNumber?: string; formData?: Record<string, string | string[]> }[];
}

const ME = { name: '张明远', mobile: '13800000001' };

const orders: SeedOrder[] = [
  { title: '2027 中国食品饮料年度营销大会', sku: '标准票', quantity: 1, status: 'PAID', daysAgo: 12, coupon: ['WELCOME50', 50], attendees: [{ ...ME, idType: 'ID', idNumber: '11010519491231002X' }] },
  { title: '线上直播：无糖饮料配方设计', sku: '免费报名', quantity: 1, status: 'PAID', daysAgo: 9, attendees: [ME] },
  {
    title: '2027 食品减糖创新峰会',
    sku: '企业三人团购票',
    quantity: 1,
    status: 'PAID',
    daysAgo: 7,
    promotion: 300,
    attendees: [{ ...ME, formData: { company: '华鼎食品科技股份有限公司', position: '采购总监', industry: '食品饮料' } }],
  },
  { title: '新疆干果产区考察团', sku: '单日对接会', quantity: 1, status: 'ADDTICKETFORM', daysAgo: 5, attendees: [] },
  { title: '预制菜产业发展大会', sku: '标准票', quantity: 1, status: 'CANCELED', daysAgo: 20, cancelReason: '行程冲突', attendees: [] },
  { title: '可持续包装高峰论坛', sku: '论坛门票', quantity: 1, status: 'REFUNDING', daysAgo: 15, attendees: [ME] },
  { title: '包装结构设计实战营', sku: '学员票', quantity: 1, status: 'REFUNDED', daysAgo: 30, attendees: [ME] },
  {
    title: '食品接触材料合规实务培训',
    sku: '培训费（含教材）',
    quantity: 2,
    status: 'PART_REFUNDED',
    daysAgo: 25,
    change: -100,
    attendees: [ME, { name: '刘洋', mobile: '13900001111', formData: { company: '华鼎食品科技股份有限公司' } }],
  },
  { title: '印刷企业经营管理年会', sku: '参会票', quantity: 1, status: 'PART_REFUNDING', daysAgo: 3, attendees: [ME] },
  { title: '食品企业数字化转型研讨会', sku: '参会票', quantity: 1, status: 'PAID', daysAgo: 70, attendees: [ME] },
];

const HOLDS_SEATS: OrderStatus[] = ['PAID', 'ADDTICKETFORM', 'REFUNDING', 'PART_REFUNDED', 'PART_REFUNDING'];
const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function seedEventOrders(ctx: SeedContext): void {
  const { db, random } = ctx;
  const memberId = ctx.memberIds[0];
  if (memberId === undefined) return;
  const base = parseTime(SEED_BASE_DATE);
  const code = () => Array.from({ length: 12 }, () => CODE_CHARS[random.int(0, CODE_CHARS.length - 1)]).join('');
  orders.forEach((o, n) => {
    const sku = db
      .prepare(
        `SELECT s.id, s.price, p.id AS product_id, e.id AS event_id, s.group_type FROM events e JOIN ec_products p ON p.event_id = e.id
         JOIN ec_skus s ON s.product_id = p.id WHERE e.title = ? AND s.name = ?`,
      )
      .get(o.title, o.sku) as { id: number; price: number; product_id: number; event_id: number; group_type: string } | undefined;
    if (!sku) return;
    const created = formatTime(base - o.daysAgo * 86_400_000 + n * 60_000);
    const paid = o.status === 'CANCELED' ? null : formatTime(parseTime(created) + 120_000);
    const total = sku.price * o.quantity;
    const coupon = o.coupon ? o.coupon[1] * 100 : 0;
    const promotion = (o.promotion ?? 0) * 100;
    const change = (o.change ?? 0) * 100;
    const pay = total - coupon - promotion + change;
    const orderId = Number(
      db
        .prepare(
          `INSERT INTO ec_orders (order_no, trade_no, member_id, status, payment_type, payment_method, total_amount, coupon_amount, promotion_amount,
             change_amount, pay_amount, coupon_code, pay_minutes, created_at, paid_at, canceled_at, cancel_reason, event_id, product_id, group_type, mode, expire_at)
           VALUES (?, ?, ?, ?, 'ONLINE', ?, ?, ?, ?, ?, ?, ?, 30, ?, ?, ?, ?, ?, ?, ?, 'ONLINE', ?)`,
        )
        .run(
          `${created.replace(/\D/g, '')}${String(100000 + n)}`,
          pay > 0 ? `TSEED${String(n).padStart(4, '0')}` : null,
          memberId,
          o.status,
          pay > 0 && paid ? 'WEPAY' : null,
          total,
          coupon,
          promotion,
          change,
          pay,
          o.coupon?.[0] ?? null,
          created,
          paid,
          o.status === 'CANCELED' ? formatTime(parseTime(created) + 600_000) : null,
          o.cancelReason ?? null,
          sku.event_id,
          sku.product_id,
          sku.group_type,
          pay > 0 ? formatTime(parseTime(created) + 30 * 60_000) : null,
        ).lastInsertRowid,
    );
    db.prepare('INSERT INTO ec_order_items (order_id, sku_id, quantity, price) VALUES (?, ?, ?, ?)').run(orderId, sku.id, o.quantity, sku.price);
    o.attendees.forEach((a, i) => {
      db.prepare('INSERT INTO ec_order_recipients (order_id, name, mobile, id_type, id_number, form_data, sort) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
        orderId,
        a.name,
        a.mobile,
        a.idType ?? null,
        a.idNumber ?? null,
        JSON.stringify(a.formData ?? {}),
        i,
      );
    });
    if (o.coupon) db.prepare('UPDATE ec_coupons SET used = used + 1 WHERE code = ?').run(o.coupon[0]);
    if (!HOLDS_SEATS.includes(o.status)) return;
    db.prepare('UPDATE ec_skus SET sold = MIN(stock, sold + ?) WHERE id = ?').run(o.quantity, sku.id);
    for (let k = 0; k < o.quantity; k += 1) {
      const who = o.attendees[k];
      const refunded = o.status === 'REFUNDING' || (o.status === 'PART_REFUNDED' && k === o.quantity - 1);
      db.prepare(
        `INSERT INTO ec_tickets (code, order_id, member_id, event_id, sku_id, attendee_name, attendee_mobile, id_type, id_number, form_data, status, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        code(),
        orderId,
        memberId,
        sku.event_id,
        sku.id,
        who?.name ?? null,
        who?.mobile ?? null,
        who?.idType ?? null,
        who?.idNumber ?? null,
        who ? JSON.stringify(who.formData ?? {}) : null,
        refunded ? 'CANCELED' : 'VALID',
        paid ?? created,
      );
    }
  });
}
