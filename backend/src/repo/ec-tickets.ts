/**
 * Tickets: issued when an order becomes PAID (one per seat, the i-th attendee on the i-th ticket), listed for
 * their member, shown by id (owner) or by code (anyone holding it). The code is the check-in QR text.
 */
import crypto from 'node:crypto';
import type { PagingQuery } from '@/lib/contract/common';
import type { TicketDetail, TicketListItem, TicketStatus } from '@/lib/contract/ec';
import type { IdType, OrderStatus } from '@/lib/contract/ec';
import { maskIdNumber, maskMobile } from '@/lib/shared/mask';
import type { Db } from '../db/connection';
import { all, get, run, Where } from '../db/sql';
import { nowText } from '../db/time';
import { paged, type PageOf } from '../http/paging';
import { parseFormData, recipientRows } from './ec-recipients';

const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newTicketCode(): string {
  const bytes = crypto.randomBytes(12);
  return Array.from(bytes, (b) => CODE_CHARS[b % CODE_CHARS.length]).join('');
}

/** Issues the order's tickets (idempotent: nothing when it already has some); returns their codes. */
export async function issueTickets(db: Db, orderId: number): Promise<string[]> {
  const existing = await all<{ code: string }>(db, 'SELECT code FROM ec_tickets WHERE order_id = ? ORDER BY id', orderId);
  if (existing.length > 0) return existing.map((t) => t.code);
  const order = await get<{ member_id: number | null; event_id: number }>(db, 'SELECT member_id, event_id FROM ec_orders WHERE id = ?', orderId);
  if (!order) return [];
  const items = await all<{ sku_id: number; quantity: number }>(db, 'SELECT sku_id, quantity FROM ec_order_items WHERE order_id = ? ORDER BY id', orderId);
  const people = await recipientRows(db, orderId);
  const now = nowText();
  const codes: string[] = [];
  let seat = 0;
  for (const item of items) {
    for (let k = 0; k < item.quantity; k += 1) {
      const who = people[seat];
      const code = newTicketCode();
      await run(
        db,
        `INSERT INTO ec_tickets (code, order_id, member_id, event_id, sku_id, attendee_name, attendee_mobile, id_type, id_number, form_data, status, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'VALID', ?)`,
        code,
        orderId,
        order.member_id,
        order.event_id,
        item.sku_id,
        who?.name ?? null,
        who?.mobile ?? null,
        who?.id_type ?? null,
        who?.id_number ?? null,
        who?.form_data ?? null,
        now,
      );
      codes.push(code);
      seat += 1;
    }
  }
  return codes;
}

/** Copies attendees onto already issued tickets (after an ADDTICKETFORM order is completed). */
export async function fillTicketAttendees(db: Db, orderId: number): Promise<void> {
  const people = await recipientRows(db, orderId);
  const tickets = await all<{ id: number }>(db, 'SELECT id FROM ec_tickets WHERE order_id = ? ORDER BY id', orderId);
  for (const [i, t] of tickets.entries()) {
    const who = people[i];
    if (!who) continue;
    await run(
      db,
      'UPDATE ec_tickets SET attendee_name = ?, attendee_mobile = ?, id_type = ?, id_number = ?, form_data = ? WHERE id = ?',
      who.name,
      who.mobile,
      who.id_type,
      who.id_number,
      who.form_data,
      t.id,
    );
  }
}

interface TicketRow {
  id: number;
  code: string;
  member_id: number | null;
  status: TicketStatus;
  order_id: number;
  event_id: number;
  title: string;
  cover_img: string | null;
  start_time: string | null;
  end_time: string | null;
  city: string | null;
  venue: string | null;
  sku_name: string;
  attendee_name: string | null;
  attendee_mobile: string | null;
  id_type: IdType | null;
  id_number: string | null;
  form_data: string | null;
  created_at: string;
  order_no: string;
  order_status: OrderStatus;
  form_id: number | null;
  merchant_name: string | null;
}

const SELECT = `SELECT t.id, t.code, t.member_id, t.status, t.order_id, t.event_id, e.title, e.cover_img, e.start_time, e.end_time, e.city, e.venue,
  s.name AS sku_name, t.attendee_name, t.attendee_mobile, t.id_type, t.id_number, t.form_data, t.created_at, o.order_no,
  o.status AS order_status, p.form_id, m.name AS merchant_name
  FROM ec_tickets t JOIN events e ON e.id = t.event_id JOIN ec_skus s ON s.id = t.sku_id JOIN ec_orders o ON o.id = t.order_id
  LEFT JOIN ec_products p ON p.id = o.product_id LEFT JOIN ec_merchants m ON m.id = e.merchant_id`;

function toItem(r: TicketRow): TicketListItem {
  return {
    id: r.id,
    code: r.code,
    status: r.status,
    orderId: r.order_id,
    activityId: r.event_id,
    activityTitle: r.title,
    coverImg: r.cover_img,
    startTime: r.start_time,
    endTime: r.end_time,
    city: r.city,
    venue: r.venue,
    skuName: r.sku_name,
    attendeeName: r.attendee_name,
    createdTime: r.created_at,
  };
}

function toDetail(r: TicketRow): TicketDetail {
  return {
    ...toItem(r),
    checkInCode: r.code,
    attendeeMobile: r.attendee_mobile,
    idType: r.id_type,
    idNumberMasked: r.id_number ? maskIdNumber(r.id_number) : null,
    orderNo: r.order_no,
    orderStatus: r.order_status,
    formId: r.form_id,
    formData: parseFormData(r.form_data),
    merchantName: r.merchant_name,
  };
}

/** The member's tickets; `upcoming`: of events not ended (or without a date), soonest first. */
export async function ticketPage(db: Db, memberId: number, query: PagingQuery & { upcoming: boolean }): Promise<PageOf<TicketListItem>> {
  const where = new Where().add('t.member_id = ?', memberId).add("t.status != 'CANCELED'");
  if (query.upcoming) where.add('(COALESCE(e.end_time, e.start_time) IS NULL OR COALESCE(e.end_time, e.start_time) >= ?)', nowText());
  const order = query.upcoming ? 'e.start_time IS NULL, e.start_time ASC, t.id DESC' : 't.created_at DESC, t.id DESC';
  const total =
    (await get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM ec_tickets t JOIN events e ON e.id = t.event_id ${where}`, ...where.params))?.n ?? 0;
  return await paged(query, total, async (limit, offset) => (await all<TicketRow>(db, `${SELECT} ${where} ORDER BY ${order} LIMIT ? OFFSET ?`, ...where.params, limit, offset)).map(toItem));
}

export async function ticketOfMember(db: Db, memberId: number, id: number): Promise<TicketDetail | null> {
  const r = await get<TicketRow>(db, `${SELECT} WHERE t.id = ? AND t.member_id = ?`, id, memberId);
  return r ? toDetail(r) : null;
}

/**
 * H16: a ticket by its code, for anyone holding it (the check-in desk, a visitor's link). The attendee's mobile is
 * masked as the page shows it (138****0001), whole only for the member who owns the ticket.
 */
export async function ticketByCode(db: Db, code: string, viewerId: number | null): Promise<TicketDetail | null> {
  const r = await get<TicketRow>(db, `${SELECT} WHERE t.code = ?`, code);
  if (!r) return null;
  const detail = toDetail(r);
  const owner = viewerId !== null && r.member_id === viewerId;
  return owner ? detail : { ...detail, attendeeMobile: r.attendee_mobile ? maskMobile(r.attendee_mobile) : null };
}

export async function ticketCodesOf(db: Db, orderId: number): Promise<string[]> {
  return (await all<{ code: string }>(db, 'SELECT code FROM ec_tickets WHERE order_id = ? ORDER BY id', orderId)).map((t) => t.code);
}

export async function ticketRefsOf(db: Db, orderId: number): Promise<{ id: number; code: string; status: TicketStatus }[]> {
  return await all<{ id: number; code: string; status: TicketStatus }>(db, 'SELECT id, code, status FROM ec_tickets WHERE order_id = ? ORDER BY id', orderId);
}
