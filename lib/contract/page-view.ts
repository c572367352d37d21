/**
 * The page-view log (A28, A29, B42, I35; issue 19 item 4). The browser's log service queues one record per
 * page visit — `{cid, url, client: 'web', siteId, startTime, endTime}` (times in epoch ms) — and sends the
 * queue every 10 s or at 10 entries, and on page hide with `sendBeacon`:
 *
 * - `POST /admin/view/record` gets the views, as pages open (`endTime` absent). A member's batch (bearer token)
 *   that views `/people/{id}` records a visit of that member ("who viewed me", I35/I36). The body
 *   `{memberId}` of I35 is still taken: one visit of that member.
 * - `POST /admin/log/access/time` gets the finished visits, with `endTime` (time on page).
 *
 * Bodies are JSON; a beacon's body arrives as `text/plain` holding the same JSON.
 */
import { z } from 'zod';
import {
  LOG_BATCH_LIMIT,
  PAGE_VIEW_CLIENT,
  PAGE_VIEW_SITE_ID,
  type PageViewRecord,
} from './page-view-record';

// The constants and the record type live in a zod-free module (the browser's log service imports them).
export * from './page-view-record';

const epochMs = z.number().int().positive();

export const pageViewRecordSchema = z.object({
  cid: z.string().trim().min(8).max(64),
  url: z.string().trim().min(1).max(2000),
  client: z.literal(PAGE_VIEW_CLIENT).default(PAGE_VIEW_CLIENT),
  siteId: z.number().int().positive().default(PAGE_VIEW_SITE_ID),
  startTime: epochMs,
  endTime: epochMs.optional(),
});
// The schema accepts exactly the record of page-view-record.ts (a compile error when the two drift apart).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const recordTypesAgree: Same<z.input<typeof pageViewRecordSchema>, PageViewRecord> = true;
void recordTypesAgree;

const records = z.array(pageViewRecordSchema).min(1).max(LOG_BATCH_LIMIT);

/** A JSON body, or the same JSON sent as text by `sendBeacon`. */
function jsonBody(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** Body of `POST /admin/view/record`: `{records}` (or the bare array), or I35's `{memberId}`. */
export const viewRecordBatchInput = z.preprocess(
  (value) => {
    const body = jsonBody(value);
    return Array.isArray(body) ? { records: body } : body;
  },
  z.union([z.object({ records }), z.object({ memberId: z.coerce.number().int().positive() })]),
);

/** Body of `POST /admin/log/access/time`: finished visits, each with `endTime` ≥ `startTime`. */
export const accessTimeBatchInput = z.preprocess(
  (value) => {
    const body = jsonBody(value);
    return Array.isArray(body) ? { records: body } : body;
  },
  z.object({
    records: z
      .array(pageViewRecordSchema.required({ endTime: true }).refine((r) => r.endTime >= r.startTime, { message: 'endTime before startTime' }))
      .min(1)
      .max(LOG_BATCH_LIMIT),
  }),
);

/** Answer of both calls: how many records were stored (and, for view/record, member visits recorded). */
export const pageViewResultSchema = z.object({ stored: z.number(), visits: z.number().optional() });
export type PageViewResult = z.infer<typeof pageViewResultSchema>;
