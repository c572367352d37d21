/**
 * Seeds events (activities) with their organisers, ticket product and SKUs (prices in cents), registration
 * forms, coupons, group-buy and sold-out SKUs, per-order caps and one banned buyer.
 */
import { MAX_TICKETS_PER_ORDER, SITE_PAGE_CODE, TAG_TYPE } from '@/lib/constants';
import { eventsCorpus } from './corpus';
import {
  bannedBuyerEventTitle,
  eventCoupons,
  eventForms,
  fewSeatsLeft,
  formByTypeCode,
  GROUP_BUY_MARK,
  merchantEnNames,
  skuCaps,
  soldOutSkus,
} from './corpus/events-commerce';
import { fitTimes, seedImage, tagId, type SeedContext } from './context';
import { seedEventOrders } from './event-orders';

function seedForms(ctx: SeedContext, now: string): Map<string, number> {
  const insert = ctx.db.prepare('INSERT INTO ec_forms (name, en_name, description, fields, created_at) VALUES (?, ?, ?, ?, ?)');
  const ids = new Map<string, number>();
  for (const form of eventForms) {
    const fields = form.fields.map((f) => ({
      key: f.key,
      type: f.type,
      label: f.label,
      enLabel: f.enLabel,
      required: f.required,
      options: (f.options ?? []).map(([label, enLabel]) => ({ label, enLabel })),
      maxLength: f.maxLength ?? null,
      placeholder: f.placeholder ?? null,
    }));
    ids.set(form.code, Number(insert.run(form.name, form.enName, form.description, JSON.stringify(fields), now).lastInsertRowid));
  }
  return ids;
}

function merchantOf(ctx: SeedContext, cache: Map<string, number>, name: string): number {
  const known = cache.get(name);
  if (known !== undefined) return known;
  const company = ctx.db.prepare('SELECT id, logo, intro FROM companies WHERE name = ?').get(name) as { id: number; logo: string | null; intro: string | null } | undefined;
  const id = Number(
    ctx.db
      .prepare('INSERT INTO ec_merchants (name, en_name, logo, description, company_id) VALUES (?, ?, ?, ?, ?)')
      .run(
        name,
        merchantEnNames[name] ?? null,
        company?.logo ?? seedImage('logo', cache.size + 1, name.slice(0, 2)),
        company?.intro ?? `${name}长期关注食品、包装与印刷产业，定期举办行业活动。`,
        company?.id ?? null,
      ).lastInsertRowid,
  );
  cache.set(name, id);
  return id;
}

export function seedEvents(ctx: SeedContext): void {
  const { db, random } = ctx;
  const event = db.prepare(
    `INSERT INTO events (title, type_tag_id, cover_img, summary, content, source_name, merchant_id, location_id, city, venue, start_time, end_time,
       publish_time, status, view_count, like_count, comment_count) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'PUBLISHED', ?, ?, 0)`,
  );
  const product = db.prepare('INSERT INTO ec_products (event_id, name, description, form_id, protocol_code, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const sku = db.prepare(
    'INSERT INTO ec_skus (product_id, name, price, original_price, stock, sold, group_type, max_per_order, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const times = fitTimes(ctx, eventsCorpus.map((e) => e.publishTime));
  const formIds = seedForms(ctx, times[0] ?? '2026-11-01 10:00:00');
  const merchants = new Map<string, number>();
  const eventIds = new Map<string, number>();
  eventsCorpus.forEach((e, i) => {
    const published = times[i] as string;
    const summary = e.description.replace(/<[^>]+>/g, '').slice(0, 120);
    const id = Number(
      event.run(
        e.title,
        tagId(ctx, TAG_TYPE.activityType, e.typeCode) ?? null,
        seedImage('event', e.cover, e.title),
        summary,
        e.description,
        e.sourceName,
        merchantOf(ctx, merchants, e.sourceName),
        ctx.locationIds.get(e.city) ?? null,
        e.city,
        e.venue,
        e.startTime || null,
        e.endTime || null,
        published,
        random.int(100, 10000),
        random.int(0, 60),
      ).lastInsertRowid,
    );
    eventIds.set(e.title, id);
    const formCode = formByTypeCode[e.typeCode];
    const paid = e.skus.some((s) => s.price > 0);
    const productId = Number(
      product.run(
        id,
        `${e.title} 门票`,
        summary,
        formCode ? (formIds.get(formCode) ?? null) : null,
        paid ? SITE_PAGE_CODE.refundInstructions : null,
        published,
      ).lastInsertRowid,
    );
    e.skus.forEach((s, k) => {
      const cents = Math.round(s.price * 100);
      const soldOutEntry = soldOutSkus.find(([title, name]) => title === e.title && name === s.name);
      const soldOut = soldOutEntry !== undefined;
      const seatsLeft = fewSeatsLeft.find(([title, name]) => title === e.title && name === s.name)?.[2];
      // fixed counts draw nothing (unless told to keep their draw), so every other seeded number stays as it was
      const drawn = (soldOut && !soldOutEntry[2]?.keepsDraw) || seatsLeft !== undefined ? 0 : random.int(0, Math.floor(s.stock / 3));
      const cap = skuCaps.find(([title, name]) => title === e.title && name === s.name)?.[2] ?? MAX_TICKETS_PER_ORDER;
      sku.run(
        productId,
        s.name,
        cents,
        cents > 0 ? Math.round(cents * 1.2) : null,
        s.stock,
        soldOut ? s.stock : seatsLeft !== undefined ? s.stock - seatsLeft : drawn,
        s.name.includes(GROUP_BUY_MARK) ? 'GROUP' : 'DEFAULT',
        cap,
        k,
      );
    });
  });

  const coupon = db.prepare('INSERT INTO ec_coupons (code, amount, valid_until, event_id, min_amount, max_uses, per_member_limit) VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (const c of eventCoupons) {
    coupon.run(
      c.code,
      Math.round(c.amount * 100),
      c.validUntil || null,
      c.eventTitle ? (eventIds.get(c.eventTitle) ?? null) : null,
      Math.round((c.minAmount ?? 0) * 100),
      c.maxUses ?? null,
      c.perMemberLimit ?? null,
    );
  }
  const bannedEvent = eventIds.get(bannedBuyerEventTitle);
  const second = ctx.memberIds[1];
  if (bannedEvent !== undefined && second !== undefined) {
    db.prepare('INSERT INTO ec_banned_buyers (event_id, member_id) VALUES (?, ?)').run(bannedEvent, second);
  }
  seedEventOrders(ctx);
}
