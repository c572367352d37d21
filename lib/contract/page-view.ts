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

export const PAGE_VIEW_CLIENT = 'web';
/** Tracking site id of this web client (A28). */
export const PAGE_VIEW_SITE_ID = 1;
/** §9: the log service sends every 10 seconds or as soon as 10 entries are queued. */
export const LOG_BATCH_INTERVAL_MS = 10_000;
export const LOG_BATCH_MAX_ENTRIES = 10;
/** Most records one call takes (a queue kept while offline is sent in parts). */
export const LOG_BATCH_LIMIT = 50;
/** A visit longer than this is cut to it (a tab left open for days says nothing about reading). */
export const MAX_VISIT_MS = 6 * 60 * 60 * 1000;

const epochMs = z.number().int().positive();

export const pageViewRecordSchema = z.object({
  cid: z.string().trim().min(8).max(64),
  url: z.string().trim().min(1).max(2000),
  client: z.literal(PAGE_VIEW_CLIENT).default(PAGE_VIEW_CLIENT),
  siteId: z.number().int().positive().default(PAGE_VIEW_SITE_ID),
  startTime: epochMs,
  endTime: epochMs.optional(),
});
export type PageViewRecord = z.input<typeof pageViewRecordSchema>;

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
