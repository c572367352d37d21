/**
 * Seeds events (activities) with their ticket product and SKUs (prices in cents).
 */
import { TAG_TYPE } from '../../../../lib/constants';
import { eventsCorpus } from './corpus';
import { fitTimes, seedImage, tagId, type SeedContext } from './context';

export function seedEvents(ctx: SeedContext): void {
  const { db, random } = ctx;
  const event = db.prepare(
    `INSERT INTO events (title, type_tag_id, cover_img, summary, content, source_name, location_id, city, venue, start_time, end_time,
       publish_time, status, view_count) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'PUBLISHED', ?)`,
  );
  const product = db.prepare('INSERT INTO ec_products (event_id, name, description, created_at) VALUES (?, ?, ?, ?)');
  const sku = db.prepare('INSERT INTO ec_skus (product_id, name, price, original_price, stock, sold, sort) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const times = fitTimes(ctx, eventsCorpus.map((e) => e.publishTime));
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
        ctx.locationIds.get(e.city) ?? null,
        e.city,
        e.venue,
        e.startTime || null,
        e.endTime || null,
        published,
        random.int(100, 10000),
      ).lastInsertRowid,
    );
    const productId = Number(product.run(id, `${e.title} 门票`, summary, published).lastInsertRowid);
    e.skus.forEach((s, k) => {
      const cents = Math.round(s.price * 100);
      sku.run(productId, s.name, cents, cents > 0 ? Math.round(cents * 1.2) : null, s.stock, random.int(0, Math.floor(s.stock / 3)), k);
    });
  });
}
