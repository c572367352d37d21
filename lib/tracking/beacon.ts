/**
 * The page's beacon to its own web server (`POST /beacon`, app/beacon/route.ts): the visit count (U02), the view
 * of an item (F01/G03) and the page-view log's batches (A28/A29). The web server reads and writes the encrypted
 * session cookies the beacon needs (cid, visit count, a member's token) and calls the API, so public pages carry
 * neither the cookie crypto nor the token (issue 28 item 1). Fire-and-forget: failures are ignored.
 */
import type { LoggedVisit } from '@/lib/contract/page-view-record';
import type { LogPath } from '@/lib/tracking/page-view-log';

export const BEACON_PATH = '/beacon';

/** The API's view calls a page's beacon may ask for, each `{id, cid}`. */
export const VIEW_BEACON_PATHS = ['/news/news/view', '/post/posts/view', '/company/achievement/view', '/company/product/view', '/company/brand/view'] as const;
export type ViewBeaconPath = (typeof VIEW_BEACON_PATHS)[number];

export interface BeaconBody {
  /** Count this view of a detail page for a visitor (U02). */
  visit?: true;
  view?: { path: ViewBeaconPath; id: number };
  log?: { path: LogPath; records: LoggedVisit[] };
}

export interface BeaconAnswer {
  /** The visit count has reached the limit: the login tip is due (C29). */
  tip: boolean;
}

function post(body: BeaconBody): Promise<BeaconAnswer | null> {
  return fetch(BEACON_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
    credentials: 'same-origin',
  })
    .then((response) => (response.ok ? (response.json() as Promise<BeaconAnswer>) : null))
    .catch(() => null);
}

let queued: BeaconBody | null = null;
let answer: Promise<BeaconAnswer | null> | null = null;

/**
 * A detail page's visit and view: the parts asked for in one commit (the counter's and the view's effects) go
 * as one request, so a first visit's cid is created once.
 */
export function postPageBeacon(part: Pick<BeaconBody, 'visit' | 'view'>): Promise<BeaconAnswer | null> {
  if (!queued || !answer) {
    const body: BeaconBody = {};
    queued = body;
    answer = new Promise((resolve) => {
      queueMicrotask(() => {
        queued = null;
        resolve(post(body));
      });
    });
  }
  Object.assign(queued, part);
  return answer;
}

/** One batch of the page-view log; when the page is going away it goes with `sendBeacon` (JSON as text). */
export function sendLogBeacon(path: LogPath, records: LoggedVisit[], hiding: boolean): void {
  const body: BeaconBody = { log: { path, records } };
  if (hiding && typeof navigator.sendBeacon === 'function') {
    try {
      if (navigator.sendBeacon(BEACON_PATH, JSON.stringify(body))) return;
    } catch {
      // fall through to a keepalive fetch
    }
  }
  void post(body);
}
