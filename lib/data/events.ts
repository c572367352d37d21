import 'server-only';
import { cache } from 'react';
import * as ecApi from '@/lib/api/ec';
import { nullIfNotFound } from '@/lib/api/or-null';
import { serverTransport } from '@/lib/api/server';
import { DEFAULT_PAGE_SIZE, HOT_ACTIVITIES_SIZE } from '@/lib/constants';
import { tags } from '@/lib/contract/cache-tags';
import type { EventPage, EventTypeTag, FormTemplate } from '@/lib/contract/ec';
import { REVALIDATE_S as REVALIDATE } from '@/lib/data/revalidate';

/**
 * Server loaders of the events area (issue 14): cached fetches for the public pages, tagged so the API's change
 * notifications (`eventChangeTags` of lib/contract/cache-tags.ts) drop them when seats, likes or comments change:
 * every list and detail carries `tags.event.list`, a detail also `tags.event.item(id)`.
 */

/** Event pages are re-rendered at most every 5 minutes (tag revalidation makes seat changes show at once). */
const EVENT_REVALIDATE_S = REVALIDATE.content;

const listTransport = () => serverTransport({ revalidate: EVENT_REVALIDATE_S, tags: [tags.event.list] });

/** The activity type tags of the filters (N13), in display order: `GET /ec/stores/types`. */
export const getEventTypes = cache(async (): Promise<EventTypeTag[]> => ecApi.getEventTypes(listTransport()).catch(() => []));

/** H01/H13: `GET /ec/stores/page` for the events home, optionally by type-tag code; null when the code names no type tag. */
export const getEventList = cache(async (tagCode: string | undefined, page: number) => {
  const types = await getEventTypes();
  const tag = tagCode ? (types.find((t) => t.code === tagCode) ?? null) : null;
  if (tagCode && !tag) return null;
  const list = await ecApi.getEventPage(listTransport(), { current: page, size: DEFAULT_PAGE_SIZE, ...(tag ? { tagId: tag.id } : {}) });
  return { types, tag, list };
});

/** H02: `GET /ec/stores/page?sourceId=`: the events of one organiser; null for an unknown organiser. */
export const getSourceEvents = cache(
  async (sourceId: number, page: number): Promise<EventPage | null> =>
    nullIfNotFound(ecApi.getEventPage(listTransport(), { current: page, size: DEFAULT_PAGE_SIZE, sourceId })),
);

/** H03: `GET /ec/stores/{id}` and `GET /ec/products/{productId}`: one event with its ticket product; null when the event does not exist. */
export const getEventDetail = cache(async (id: number) => {
  const t = serverTransport({ revalidate: EVENT_REVALIDATE_S, tags: [tags.event.list, tags.event.item(id)] });
  const event = await nullIfNotFound(ecApi.getEventDetail(t, id));
  if (!event) return null;
  const product = event.productId ? await nullIfNotFound(ecApi.getTicketProduct(t, event.productId)) : null;
  return { event, product };
});

/** H06 (`GET /ec/stores/{id}`, `GET /ec/products/{id}`, `GET /ec/forms/template/{formId}`): the checkout's event, product (which must belong to the event) and form template; null when any is missing. */
export const getCheckout = cache(async (eventId: number, productId: number) => {
  const detail = await getEventDetail(eventId);
  if (!detail?.product || detail.product.id !== productId) return null;
  const form: FormTemplate | null = detail.product.formId
    ? await nullIfNotFound(ecApi.getFormTemplate(serverTransport({ revalidate: EVENT_REVALIDATE_S, tags: [tags.event.list] }), detail.product.formId))
    : null;
  return { ...detail, product: detail.product, form };
});

/** H23/O39: `GET /ec/stores/hot/page`, the hot-events module (current 1, size 5). */
export const getHotEvents = cache(async () =>
  ecApi.getHotEvents(listTransport(), { current: 1, size: HOT_ACTIVITIES_SIZE })
    .then((p) => p.records)
    .catch(() => []),
);

// ---- Personal reads (never cached: the member's token makes every call `no-store`) ----

/** H17: `GET /ec/orders/{id}`, one of the member's orders; null when missing or another member's. */
export const getOrder = cache(async (token: string, id: number) => nullIfNotFound(ecApi.getOrder(serverTransport({ token }), id)));

/** H15: `GET /ec/ticket/detail/{id}`, one of the member's tickets; null when missing or another member's. */
export const getTicket = cache(async (token: string, id: number) => nullIfNotFound(ecApi.getTicket(serverTransport({ token }), id)));

/** H16: `GET /ec/ticket/{code}`, a ticket by its code (the code is the key; read per request, never cached). */
export const getTicketByCode = cache(async (code: string) => nullIfNotFound(ecApi.getTicketByCode(serverTransport({ cache: 'no-store' }), code)));

/** H05: `GET /ec/forms/template/{formId}`, a registration form template; null when missing. */
export const getFormTemplate = cache(async (formId: number) =>
  nullIfNotFound(ecApi.getFormTemplate(serverTransport({ revalidate: EVENT_REVALIDATE_S, tags: [tags.event.list] }), formId)),
);
