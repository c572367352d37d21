/**
 * Ticket products of events (never catalogue products, which live in repo/catalogue.ts) with their SKUs (seats left = stock − sold, where `sold` counts seats of PENDING and PAID
 * orders), the organiser of a product, and registration form templates.
 */
import { formFieldSchema, type FormField, type FormTemplate, type Merchant, type TicketProduct } from '@/lib/contract/ec';
import type { Db } from '../db/connection';
import { all, get } from '../db/sql';
import { notFound } from '../http/envelope';
import { eventState, merchantById, yuan } from './ec-events';

export interface SkuRow {
  id: number;
  product_id: number;
  name: string;
  price: number;
  original_price: number | null;
  stock: number;
  sold: number;
  group_type: 'DEFAULT' | 'GROUP';
  max_per_order: number;
}

export interface TicketProductRow {
  id: number;
  event_id: number;
  name: string;
  form_id: number | null;
  protocol_code: string | null;
  merchant_id: number | null;
  start_time: string | null;
  end_time: string | null;
  event_status: string;
}

export async function ticketProductRow(db: Db, id: number): Promise<TicketProductRow | undefined> {
  return await get<TicketProductRow>(
    db,
    `SELECT p.id, p.event_id, p.name, p.form_id, p.protocol_code, e.merchant_id, e.start_time, e.end_time, e.status AS event_status
     FROM ec_products p JOIN events e ON e.id = p.event_id WHERE p.id = ?`,
    id,
  );
}

export async function skuRows(db: Db, productId: number): Promise<SkuRow[]> {
  return await all<SkuRow>(db, 'SELECT * FROM ec_skus WHERE product_id = ? ORDER BY sort, id', productId);
}

/** `GET /ec/products/{id}`: an event's ticket product with its SKUs (not a catalogue product: that is repo/catalogue.ts `productById`). */
export async function ticketProductById(db: Db, id: number): Promise<TicketProduct> {
  const p = await ticketProductRow(db, id);
  if (!p || p.event_status !== 'PUBLISHED') throw notFound();
  return {
    id: p.id,
    name: p.name,
    activityId: p.event_id,
    formId: p.form_id,
    protocolCode: p.protocol_code,
    merchantId: p.merchant_id,
    ended: eventState(p.start_time, p.end_time) === 'ENDED',
    skuList: (await skuRows(db, id)).map((s) => {
      const left = Math.max(0, s.stock - s.sold);
      return {
        id: s.id,
        name: s.name,
        price: yuan(s.price),
        originalPrice: s.original_price === null ? null : yuan(s.original_price),
        stock: left,
        soldOut: left === 0,
        groupType: s.group_type,
        maxPerOrder: s.max_per_order,
      };
    }),
  };
}

/** H50: the organiser of a ticket product's event. */
export async function ticketProductMerchant(db: Db, productId: number): Promise<Merchant> {
  const p = await ticketProductRow(db, productId);
  if (!p || p.event_status !== 'PUBLISHED' || p.merchant_id === null) throw notFound();
  const merchant = await merchantById(db, p.merchant_id);
  if (!merchant) throw notFound();
  return merchant;
}

function parseFields(json: string): FormField[] {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value.flatMap((f) => {
      const parsed = formFieldSchema.safeParse(f);
      return parsed.success ? [parsed.data] : [];
    });
  } catch {
    return [];
  }
}

export async function formTemplate(db: Db, id: number): Promise<FormTemplate | null> {
  const f = await get<{ id: number; name: string; en_name: string | null; description: string | null; fields: string }>(db, 'SELECT * FROM ec_forms WHERE id = ?', id);
  return f ? { id: f.id, name: f.name, enName: f.en_name, description: f.description, fields: parseFields(f.fields) } : null;
}
