/**
 * The real-time channel of the private chat (J44–J51): one STOMP client over SockJS at
 * `/api/msg/ws?access_token=<ticket>`, subscribed to `/user/queue/messages` and `/user/queue/errors`; sends go
 * to `/app/message` with a receipt and resolve on RECEIPT or reject on the error-queue message carrying the
 * same receipt id (J35, J37). `start()` never opens a second client; after a reconnect `onReconnect` runs so
 * the caller reloads what it may have missed.
 *
 * Issue 17: before every connect (`beforeConnect`) the channel fetches a fresh one-minute, single-use ticket
 * with the current access token (`GET /msg/ws/ticket`; the API client refreshes an expired token on the way),
 * so the 30-day token never travels in a URL; and after a drop it waits a capped, jittered back-off
 * (lib/chat/backoff.ts) instead of J45's fixed 5 s.
 *
 * Issue 30 item 6: a frozen API leaves the socket open and silent. STOMP heart-beats go both ways (HEARTBEAT_MS);
 * anything heard from the broker (a beat, a frame) keeps the connection alive, and SILENT_AFTER_MS without a sound
 * drops the socket at once (the caller shows "reconnecting") and starts reconnecting. While a back-off is slept a
 * cheap probe of the API (SockJS's `/info`) runs every PROBE_EVERY_MS: once a probe has found the API down, the first
 * that finds it answering again ends the wait, so the chat is back within seconds of the API, not after a long back-off.
 * A socket refused by an API that answers all along (a page served from an origin the API does not accept, HTTP 403)
 * waits its whole back-off: it used to reconnect every PROBE_EVERY_MS, minting a ticket each time, for as long as the
 * page stayed open.
 */
import { Client, type IFrame, type IMessage, type StompConfig } from '@stomp/stompjs';
import { ApiError, nonBusinessError } from '@/lib/api/errors';
import { chatErrorSchema, messageSchema, type ChatError, type Message, type OutgoingMessage } from '@/lib/contract/msg';
import { reconnectDelay } from '@/lib/chat/backoff';

export const MESSAGES_QUEUE = '/user/queue/messages';
export const ERRORS_QUEUE = '/user/queue/errors';
export const SEND_DESTINATION = '/app/message';
/** stompjs's own reconnect tick; the real wait is the back-off slept in `beforeConnect`. */
export const RECONNECT_DELAY_MS = 250;
export const HEARTBEAT_MS = 10000;
/**
 * Silence from the broker longer than this is a lost connection: the broker beats every HEARTBEAT_MS (it offers
 * 10 s and never beats faster), plus the time a beat may take to arrive.
 */
export const SILENT_AFTER_MS = HEARTBEAT_MS + 2000;
/** How often the silence is checked. */
export const SILENCE_CHECK_MS = 1000;
/** How often the API is probed while a reconnect waits its back-off. */
export const PROBE_EVERY_MS = 2000;
/** SockJS's info call: answers as soon as the API (and its broker) does. */
export const PROBE_URL = '/api/msg/ws/info';
/** A send without RECEIPT or error after this long fails (the catch-up after a reconnect shows what landed). */
export const SEND_TIMEOUT_MS = 15000;

/** The part of a stompjs Client the channel uses (a fake one in tests). */
export interface StompClientLike {
  activate(): void;
  deactivate(): Promise<void>;
  publish(params: { destination: string; headers?: Record<string, string>; body?: string }): void;
  subscribe(destination: string, callback: (message: Pick<IMessage, 'body' | 'headers'>) => void): { unsubscribe(): void };
  watchForReceipt(receiptId: string, callback: (frame: IFrame) => void): void;
  /** Drops the socket now (stompjs then reconnects); with `discardWebsocketOnCommFailure` without waiting for a close. */
  forceDisconnect(): void;
  readonly connected: boolean;
}

/** What the channel configures: the socket URL (read at every connect) and the stompjs options it relies on. */
export type RealtimeClientConfig = { url: () => string } & Required<
  Pick<
    StompConfig,
    | 'reconnectDelay'
    | 'heartbeatIncoming'
    | 'heartbeatOutgoing'
    | 'discardWebsocketOnCommFailure'
    | 'onHeartbeatReceived'
    | 'onConnect'
    | 'onWebSocketClose'
    | 'onStompError'
    | 'beforeConnect'
  >
>;

export interface RealtimeOptions {
  /** A fresh socket ticket (`GET /msg/ws/ticket`), fetched before every (re)connect; null when none could be had. */
  ticket: () => Promise<string | null>;
  onMessage: (message: Message) => void;
  /** Runs after every connect except the first: reload conversations so nothing is lost. */
  onReconnect: () => void;
  /** An error-queue message that matched no pending send (rate limit, other sessions). */
  onError?: (error: ChatError) => void;
  onStateChange?: (connected: boolean) => void;
  /** Every closed or failed connection while the channel is started (the UI shows "reconnecting"). */
  onDrop?: () => void;
  /** Tests pass a fake; the default builds a stompjs Client over SockJS. */
  createClient?: (config: RealtimeClientConfig) => StompClientLike | Promise<StompClientLike>;
  sendTimeoutMs?: number;
  /** The back-off before reconnect attempt n (tests shorten it). */
  backoff?: (attempt: number) => number;
  /** Whether the API answers now (default: SockJS's `/info`); polled while a back-off is slept. */
  probe?: () => Promise<boolean>;
  /** The clock of the silence check (tests). */
  now?: () => number;
}

export interface RealtimeChannel {
  /** Opens the connection once; further calls while it is open or connecting do nothing. */
  start(): Promise<void>;
  /** Disconnects (logout, J51); pending sends fail and no further messages are delivered. */
  stop(): Promise<void>;
  isConnected(): boolean;
  /** Publishes to `/app/message`; resolves on RECEIPT, rejects with the error-queue code and msg. */
  send(message: OutgoingMessage): Promise<void>;
}

/** A frame body as JSON, or null (then the schema check drops it). */
function jsonOrNull(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

/** `/api/msg/ws?access_token=<ticket>` (J44 with the ticket of issue 17): same origin, through the `/api` rewrite. */
export function socketUrl(ticket: string | null): string {
  return ticket ? `/api/msg/ws?access_token=${encodeURIComponent(ticket)}` : '/api/msg/ws';
}

async function createStompClient(config: RealtimeClientConfig): Promise<StompClientLike> {
  // sockjs-client reads the Node-style `global` when it loads; browsers only have globalThis
  const scope = globalThis as typeof globalThis & { global?: typeof globalThis };
  scope.global ??= globalThis;
  const { default: SockJS } = await import('sockjs-client');
  const { url, ...stomp } = config;
  // SockJS refuses a relative URL where no page location is known (jsdom): resolve it against the page.
  return new Client({ ...stomp, webSocketFactory: () => new SockJS(new URL(url(), globalThis.location?.href).toString()), debug: () => undefined });
}

async function probeApi(): Promise<boolean> {
  try {
    const res = await fetch(`${PROBE_URL}?t=${Date.now()}`, { cache: 'no-store', signal: AbortSignal.timeout(PROBE_EVERY_MS) });
    return res.ok;
  } catch {
    return false;
  }
}

interface Pending {
  resolve: () => void;
  reject: (error: ApiError) => void;
  timer: ReturnType<typeof setTimeout>;
}

export function createRealtime(options: RealtimeOptions): RealtimeChannel {
  const build = options.createClient ?? createStompClient;
  const timeoutMs = options.sendTimeoutMs ?? SEND_TIMEOUT_MS;
  let client: StompClientLike | null = null;
  let starting: Promise<void> | null = null;
  let stopped = false;
  let connectedOnce = false;
  let connected = false;
  let counter = 0;
  const pending = new Map<string, Pending>();
  const backoff = options.backoff ?? reconnectDelay;
  const probe = options.probe ?? probeApi;
  const now = options.now ?? Date.now;
  /** When the broker was last heard (a beat or a frame). */
  let heardAt = 0;
  let watchdog: ReturnType<typeof setInterval> | null = null;
  const heard = () => {
    heardAt = now();
  };
  const stopWatchdog = () => {
    if (watchdog) clearInterval(watchdog);
    watchdog = null;
  };
  const startWatchdog = () => {
    stopWatchdog();
    heard();
    watchdog = setInterval(() => {
      if (!connected || now() - heardAt <= SILENT_AFTER_MS) return;
      // silent: the API froze or the path to it broke without closing the socket
      stopWatchdog();
      client?.forceDisconnect();
    }, SILENCE_CHECK_MS);
  };
  /** Failed connects since the last success (0: the next connect is the first, no wait). */
  let attempts = 0;
  let url = socketUrl(null);
  /** Wakes a back-off sleep early (stop). */
  let wake: (() => void) | null = null;
  /** A probe found the API down since the last connect or the last wait a probe ended. */
  let apiSeenDown = false;

  const settle = (id: string, error?: ApiError) => {
    const entry = pending.get(id);
    if (!entry) return false;
    pending.delete(id);
    clearTimeout(entry.timer);
    if (error) entry.reject(error);
    else entry.resolve();
    return true;
  };
  const failAll = (error: ApiError) => {
    for (const id of [...pending.keys()]) settle(id, error);
  };
  const setConnected = (value: boolean) => {
    if (connected === value) return;
    connected = value;
    options.onStateChange?.(value);
  };

  const config: RealtimeClientConfig = {
    url: () => url,
    // never throws (stompjs would stop reconnecting): without a ticket the broker refuses and the loop goes on
    beforeConnect: async () => {
      if (attempts > 0) {
        await new Promise<void>((resolve) => {
          let probing: ReturnType<typeof setInterval> | null = null;
          const done = () => {
            clearTimeout(timer);
            if (probing) clearInterval(probing);
            resolve();
          };
          const timer = setTimeout(done, backoff(attempts));
          // the API answers again: no reason to sleep the rest of the back-off
          probing = setInterval(() => {
            void probe().then((up) => {
              if (!up) apiSeenDown = true;
              else if (apiSeenDown) {
                apiSeenDown = false;
                done();
              }
            });
          }, PROBE_EVERY_MS);
          wake = done;
        });
        wake = null;
      }
      if (stopped) return;
      url = socketUrl(await options.ticket().catch(() => null));
    },
    reconnectDelay: RECONNECT_DELAY_MS,
    heartbeatIncoming: HEARTBEAT_MS,
    heartbeatOutgoing: HEARTBEAT_MS,
    // a socket given up on is dropped at once (a frozen server would never finish the close handshake)
    discardWebsocketOnCommFailure: true,
    onHeartbeatReceived: heard,
    onConnect: () => {
      const current = client;
      if (stopped || !current) return;
      attempts = 0;
      apiSeenDown = false;
      setConnected(true);
      startWatchdog();
      current.subscribe(MESSAGES_QUEUE, (frame) => {
        heard();
        if (stopped) return;
        const parsed = messageSchema.safeParse(jsonOrNull(frame.body));
        if (parsed.success) options.onMessage(parsed.data);
      });
      current.subscribe(ERRORS_QUEUE, (frame) => {
        heard();
        if (stopped) return;
        const parsed = chatErrorSchema.safeParse(jsonOrNull(frame.body));
        if (!parsed.success) return;
        const receipt = parsed.data['receipt-id'] ?? frame.headers['receipt-id'] ?? null;
        const error = new ApiError(parsed.data.code, parsed.data.msg ?? '');
        if (!receipt || !settle(receipt, error)) options.onError?.(parsed.data);
      });
      if (connectedOnce) options.onReconnect();
      connectedOnce = true;
    },
    onWebSocketClose: () => {
      stopWatchdog();
      attempts += 1;
      setConnected(false);
      if (!stopped) options.onDrop?.();
      failAll(nonBusinessError('connection closed'));
    },
    onStompError: () => {
      // the broker closes the socket after an ERROR frame; onWebSocketClose and the reconnect follow
    },
  };

  return {
    start() {
      stopped = false;
      if (client) return Promise.resolve();
      if (starting) return starting;
      starting = Promise.resolve(build(config))
        .then((created) => {
          starting = null;
          if (stopped) return;
          client = created;
          created.activate();
        })
        .catch((error: unknown) => {
          starting = null;
          throw error;
        });
      return starting;
    },
    async stop() {
      stopped = true;
      stopWatchdog();
      const current = client;
      client = null;
      connectedOnce = false;
      attempts = 0;
      wake?.();
      setConnected(false);
      failAll(nonBusinessError('disconnected'));
      if (current) await current.deactivate();
    },
    isConnected: () => connected && !!client?.connected,
    send(message) {
      const current = client;
      if (!current || !current.connected || stopped) return Promise.reject(nonBusinessError('not connected'));
      counter += 1;
      const receipt = `send-${Date.now().toString(36)}-${counter}`;
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => settle(receipt, nonBusinessError('timeout')), timeoutMs);
        pending.set(receipt, { resolve, reject, timer });
        current.watchForReceipt(receipt, () => {
          heard();
          settle(receipt);
        });
        try {
          current.publish({ destination: SEND_DESTINATION, headers: { receipt, 'content-type': 'application/json' }, body: JSON.stringify(message) });
        } catch (error) {
          settle(receipt, nonBusinessError(error instanceof Error ? error.message : 'send failed'));
        }
      });
    },
  };
}
