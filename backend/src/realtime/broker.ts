/**
 * The private-chat broker: STOMP 1.2 over SockJS at `/api/msg/ws` on the API's own HTTP server (J44–J51,
 * chat contract).
 *
 * - CONNECT (or STOMP) is authenticated by the `access_token` query of the SockJS URL, which carries a
 *   one-minute, single-use ticket of `GET /msg/ws/ticket` (never the access token itself: URLs end up in
 *   logs), or by an `Authorization: Bearer …` / `access_token` CONNECT header holding the access token (frame
 *   bodies are not logged) → CONNECTED (version 1.2, heart-beat negotiation); otherwise ERROR and close.
 * - A SockJS request (handshake, info, every transport) whose `Origin` is not one of the site's origins
 *   (`SITE_URL`) is refused with HTTP 403 before SockJS sees it (cross-site WebSocket hijacking); requests
 *   without an Origin (not from a browser page) go on to the ticket check.
 * - SUBSCRIBE only to the caller's own queues `/user/queue/messages` and `/user/queue/errors`.
 * - SEND to `/app/message` with JSON {msgFrom, msgTo, msgType, msgContent, convId, sentTime} goes through the
 *   one send service (sendChatMessage); success → RECEIPT when asked; a rule failure → MESSAGE on
 *   `/user/queue/errors` with {code, msg, convId, receipt-id} and no RECEIPT.
 * - Frames over 64 KB → ERROR and close; more than 20 SENDs in 10 s → code 429 on the error queue.
 * - Any protocol error (unknown command, bad destination, malformed frame) → ERROR and close (§ ERROR).
 */
import { randomUUID } from 'node:crypto';
import { ServerResponse, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import sockjs from 'sockjs';
import { sessionOfAccessToken, sessionOfTokenId, type Session } from '../auth/tokens';
import type { AppContext } from '../context';
import { ApiError } from '../http/envelope';
import { describeZodError } from '../http/validate';
import { chatSendInput, sendChatMessage } from '../services/chat-send';
import { encodeFrame, FrameDecoder, negotiateHeartBeat, StompProtocolError, type HeartBeat, type StompFrame } from './frames';
import { chatHubOf, type ChatHub, type ChatSubscriber } from './sessions';
import { ticketStoreOf, type TicketStore } from './tickets';
import { isDatabaseBusy } from '../http/errors';
import { ERR_SERVICE_BUSY } from '@/lib/constants';

export const CHAT_WS_PATH = '/api/msg/ws';
/** The ticket call lives under the socket's prefix; it is Fastify's, not SockJS's. */
export const CHAT_WS_TICKET_PATH = `${CHAT_WS_PATH}/ticket`;
export const QUEUE_MESSAGES = '/user/queue/messages';
export const QUEUE_ERRORS = '/user/queue/errors';
export const APP_MESSAGE = '/app/message';
const USER_QUEUES = new Set([QUEUE_MESSAGES, QUEUE_ERRORS]);
const JSON_TYPE = 'application/json;charset=UTF-8';

/** The code and message of a send over the rate limit (the STOMP error queue and the REST send alike). */
export const CHAT_RATE_LIMITED = 429;
export const CHAT_RATE_LIMITED_MESSAGE = 'too many messages, please slow down';

export interface BrokerOptions {
  maxFrameBytes: number;
  /** SENDs allowed per session inside `rateWindowMs`. */
  rateLimit: number;
  rateWindowMs: number;
  /** The server's heart-beat offer `sx,sy` (ms). */
  heartBeat: { sx: number; sy: number };
  /** A connection that sends no CONNECT within this time is closed. */
  connectTimeoutMs: number;
  maxSubscriptions: number;
}

export const DEFAULT_BROKER_OPTIONS: BrokerOptions = {
  maxFrameBytes: 64 * 1024,
  rateLimit: 20,
  rateWindowMs: 10_000,
  heartBeat: { sx: 10_000, sy: 10_000 },
  connectTimeoutMs: 10_000,
  maxSubscriptions: 8,
};

/** Silence from the client longer than this many negotiated intervals closes the session. */
const HEARTBEAT_TOLERANCE = 3;

/** SockJS close codes (application range 4000–4999). */
const CLOSE = { normal: 1000, shutdown: 1001, protocol: 4400, unauthorized: 4401, tooLarge: 4413, unavailable: 4503 } as const;
/** The ERROR of a CONNECT that the shared state could not serve (ticket store or chat channel unreachable). */
const UNAVAILABLE_MESSAGE = 'service unavailable, please retry';

/** The SockJS connection; `close` takes a numeric code (the typings say string). */
type Connection = Omit<sockjs.Connection, 'close'> & { close(code?: number, reason?: string): boolean };

/** The ticket of the SockJS URL (`access_token` query). */
function ticketFromUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url, 'http://localhost').searchParams.get('access_token');
  } catch {
    return null;
  }
}

function tokenFromHeaders(headers: Record<string, string>): string | null {
  const direct = headers.access_token?.trim();
  if (direct) return direct;
  const match = /^Bearer\s+(\S+)$/i.exec((headers.Authorization ?? headers.authorization ?? '').trim());
  return match?.[1] ?? null;
}

class StompSession implements ChatSubscriber {
  readonly id = randomUUID();
  memberId = 0;
  /** The auth_tokens row behind the session: a revoked one (logout) ends the socket at its next SEND. */
  private tokenId = 0;
  private connected = false;
  private closed = false;
  private readonly decoder: FrameDecoder;
  /** subscription id → destination */
  private readonly subscriptions = new Map<string, string>();
  private sendTimes: number[] = [];
  private messageCounter = 0;
  private lastReceived = Date.now();
  /** The handling of the frames received so far (each data event chains onto it). */
  private inbox: Promise<void> = Promise.resolve();
  private connectTimer: NodeJS.Timeout | null;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private watchdogTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly conn: Connection,
    private readonly ctx: AppContext,
    private readonly hub: ChatHub,
    private readonly tickets: TicketStore,
    private readonly options: BrokerOptions,
    private readonly log: FastifyInstance['log'],
  ) {
    this.decoder = new FrameDecoder(options.maxFrameBytes);
    this.connectTimer = setTimeout(() => this.fail('no CONNECT frame received in time', CLOSE.protocol), options.connectTimeoutMs);
    // Frames are handled one after another, in arrival order, though each may wait for the database.
    conn.on('data', (data: string) => {
      this.inbox = this.inbox
        .then(() => this.onData(data))
        .catch((error: unknown) => {
          this.log.error({ err: error }, 'chat frame failed');
          this.fail('internal error', CLOSE.protocol);
        });
    });
    conn.on('close', () => this.cleanUp());
  }

  private async onData(data: string): Promise<void> {
    if (this.closed) return;
    this.lastReceived = Date.now();
    if (Buffer.byteLength(data, 'utf8') > this.options.maxFrameBytes) {
      this.fail(`frame larger than ${this.options.maxFrameBytes} bytes`, CLOSE.tooLarge);
      return;
    }
    let frames: StompFrame[];
    try {
      frames = this.decoder.push(data);
    } catch (error) {
      if (error instanceof StompProtocolError) this.fail(error.message, error.tooLarge ? CLOSE.tooLarge : CLOSE.protocol);
      else throw error;
      return;
    }
    for (const frame of frames) {
      if (this.closed) return;
      await this.handle(frame);
    }
  }

  private async handle(frame: StompFrame): Promise<void> {
    const receipt = frame.headers.receipt;
    if (!this.connected) {
      if (frame.command === 'CONNECT' || frame.command === 'STOMP') await this.onConnect(frame);
      else this.fail('the first frame must be CONNECT', CLOSE.protocol, receipt);
      return;
    }
    switch (frame.command) {
      case 'SUBSCRIBE':
        this.onSubscribe(frame);
        return;
      case 'UNSUBSCRIBE': {
        const id = frame.headers.id;
        if (!id) return this.fail('UNSUBSCRIBE needs an id header', CLOSE.protocol, receipt);
        this.subscriptions.delete(id);
        this.receipt(receipt);
        return;
      }
      case 'SEND':
        await this.onSend(frame);
        return;
      case 'ACK':
      case 'NACK':
        // subscriptions are ack:auto; acknowledgements are accepted and have no effect
        this.receipt(receipt);
        return;
      case 'DISCONNECT':
        this.receipt(receipt);
        this.close(CLOSE.normal, 'disconnect');
        return;
      case 'CONNECT':
      case 'STOMP':
        this.fail('already connected', CLOSE.protocol, receipt);
        return;
      default:
        this.fail(`unsupported command ${frame.command}`, CLOSE.protocol, receipt);
    }
  }

  private async onConnect(frame: StompFrame): Promise<void> {
    const versions = (frame.headers['accept-version'] ?? '1.0').split(',').map((v) => v.trim());
    if (!versions.includes('1.2')) {
      this.write(encodeFrame('ERROR', { version: '1.2', message: 'Supported protocol versions are 1.2', 'content-type': 'text/plain' }, 'This broker speaks STOMP 1.2'));
      this.close(CLOSE.protocol, 'unsupported version');
      return;
    }
    const session = await this.authenticate(frame);
    if (session === 'unavailable') {
      this.fail(UNAVAILABLE_MESSAGE, CLOSE.unavailable, frame.headers.receipt);
      return;
    }
    if (!session) {
      this.fail('unauthorized', CLOSE.unauthorized, frame.headers.receipt);
      return;
    }
    if (this.closed) return;
    this.tokenId = session.tokenId;
    this.memberId = session.memberId;
    // CONNECTED only once the member's channel is live here: a message published from then on reaches this session
    try {
      await this.hub.add(this);
    } catch (error) {
      this.log.error({ err: error }, 'chat channel subscription failed');
      this.fail(UNAVAILABLE_MESSAGE, CLOSE.unavailable, frame.headers.receipt);
      return;
    }
    if (this.closed) {
      this.hub.remove(this);
      return;
    }
    this.connected = true;
    if (this.connectTimer) clearTimeout(this.connectTimer);
    this.connectTimer = null;
    const beat = negotiateHeartBeat(frame.headers['heart-beat'], this.options.heartBeat);
    this.write(
      encodeFrame('CONNECTED', {
        version: '1.2',
        'heart-beat': `${this.options.heartBeat.sx},${this.options.heartBeat.sy}`,
        server: 'platform-chat/1.0',
        session: this.id,
        'user-name': String(this.memberId),
      }),
    );
    this.startHeartBeats(beat);
  }

  /**
   * The access token of a CONNECT header, else the URL's ticket (spent here: a second CONNECT with the same
   * URL, a replayed or an expired ticket is refused). The ticket's session must still be live. `unavailable` when
   * the ticket store cannot be reached (the CONNECT is refused: a ticket that cannot be checked is no ticket).
   */
  private async authenticate(frame: StompFrame): Promise<Session | null | 'unavailable'> {
    const token = tokenFromHeaders(frame.headers);
    if (token) return await sessionOfAccessToken(this.ctx, token);
    const ticket = ticketFromUrl(this.conn.url);
    if (!ticket) return null;
    let issued: Session | null;
    try {
      issued = await this.tickets.spend(ticket);
    } catch (error) {
      this.log.error({ err: error }, 'socket ticket store failed: CONNECT refused');
      return 'unavailable';
    }
    return issued ? await sessionOfTokenId(this.ctx, issued.tokenId) : null;
  }

  private startHeartBeats(beat: HeartBeat): void {
    if (beat.sendEvery > 0) {
      this.heartbeatTimer = setInterval(() => this.write('\n'), beat.sendEvery);
      this.heartbeatTimer.unref();
    }
    if (beat.expectEvery > 0) {
      const limit = beat.expectEvery * HEARTBEAT_TOLERANCE;
      this.watchdogTimer = setInterval(() => {
        if (Date.now() - this.lastReceived > limit) this.close(CLOSE.protocol, 'heart-beat timeout');
      }, beat.expectEvery);
      this.watchdogTimer.unref();
    }
  }

  private onSubscribe(frame: StompFrame): void {
    const { id, destination, receipt } = frame.headers;
    if (!id || !destination) return this.fail('SUBSCRIBE needs id and destination headers', CLOSE.protocol, receipt);
    if (!USER_QUEUES.has(destination)) return this.fail(`cannot subscribe to ${destination}: only ${[...USER_QUEUES].join(' and ')}`, CLOSE.protocol, receipt);
    if (this.subscriptions.has(id)) return this.fail(`subscription id ${id} is already in use`, CLOSE.protocol, receipt);
    if (this.subscriptions.size >= this.options.maxSubscriptions) return this.fail('too many subscriptions', CLOSE.protocol, receipt);
    this.subscriptions.set(id, destination);
    this.receipt(receipt);
  }

  private async onSend(frame: StompFrame): Promise<void> {
    const receipt = frame.headers.receipt;
    if (frame.headers.destination !== APP_MESSAGE) return this.fail(`cannot send to ${frame.headers.destination ?? '(none)'}: only ${APP_MESSAGE}`, CLOSE.protocol, receipt);
    const now = Date.now();
    this.sendTimes = this.sendTimes.filter((t) => now - t < this.options.rateWindowMs);
    this.sendTimes.push(now);
    if (this.sendTimes.length > this.options.rateLimit + 1) this.sendTimes.shift();
    let body: unknown;
    let convId: number | null = null;
    try {
      body = JSON.parse(frame.body);
      const rawConv = (body as { convId?: unknown } | null)?.convId;
      if (typeof rawConv === 'number' || (typeof rawConv === 'string' && /^\d+$/.test(rawConv))) convId = Number(rawConv);
    } catch {
      body = undefined;
    }
    try {
      if (this.sendTimes.length > this.options.rateLimit) throw new ApiError(CHAT_RATE_LIMITED, CHAT_RATE_LIMITED_MESSAGE);
      // a revoked token (logout) ends the session
      if (!await sessionOfTokenId(this.ctx, this.tokenId)) {
        this.fail('unauthorized', CLOSE.unauthorized, receipt);
        return;
      }
      if (body === undefined) throw new ApiError(1, 'body: must be JSON');
      const msgFrom = Number((body as { msgFrom?: unknown } | null)?.msgFrom);
      if (msgFrom !== this.memberId) throw new ApiError(1, 'msgFrom: must be the connected member');
      const parsed = chatSendInput.safeParse(body);
      if (!parsed.success) throw new ApiError(1, describeZodError(parsed.error));
      await sendChatMessage(this.ctx, this.memberId, parsed.data, { originSessionId: this.id });
      this.receipt(receipt);
    } catch (error) {
      if (error instanceof ApiError) {
        this.sendError({ code: error.code, msg: error.message, convId }, receipt);
      } else if (isDatabaseBusy(error)) {
        // retryable: nothing was stored; the client's outbox sends it again with the same clientMsgId
        this.sendError({ code: ERR_SERVICE_BUSY, msg: 'busy, please retry', convId }, receipt);
      } else {
        this.log.error({ err: error }, 'chat send failed');
        this.sendError({ code: 500, msg: 'internal error', convId }, receipt);
      }
    }
  }

  /** A rule failure on the error queue (the client matches it to its SEND by `receipt-id`). */
  private sendError(payload: { code: number; msg: string; convId: number | null }, receipt: string | undefined): void {
    const body = JSON.stringify({ ...payload, 'receipt-id': receipt ?? null });
    for (const [subId, destination] of this.subscriptions) {
      if (destination !== QUEUE_ERRORS) continue;
      this.write(
        encodeFrame(
          'MESSAGE',
          { subscription: subId, 'message-id': this.nextMessageId(), destination: QUEUE_ERRORS, 'content-type': JSON_TYPE, 'receipt-id': receipt },
          body,
        ),
      );
    }
  }

  /** ChatSubscriber: a stored message for this member. */
  push(message: unknown): void {
    if (this.closed) return;
    const body = JSON.stringify(message);
    for (const [subId, destination] of this.subscriptions) {
      if (destination !== QUEUE_MESSAGES) continue;
      this.write(encodeFrame('MESSAGE', { subscription: subId, 'message-id': this.nextMessageId(), destination: QUEUE_MESSAGES, 'content-type': JSON_TYPE }, body));
    }
  }

  shutdown(): void {
    this.close(CLOSE.shutdown, 'server shutting down');
  }

  private nextMessageId(): string {
    this.messageCounter += 1;
    return `${this.id}-${this.messageCounter}`;
  }

  private receipt(receipt: string | undefined): void {
    if (receipt !== undefined) this.write(encodeFrame('RECEIPT', { 'receipt-id': receipt }));
  }

  private fail(message: string, closeCode: number, receipt?: string): void {
    if (this.closed) return;
    this.write(encodeFrame('ERROR', { message, 'content-type': 'text/plain', 'receipt-id': receipt }, message));
    this.close(closeCode, message.slice(0, 100));
  }

  private write(text: string): void {
    if (!this.closed) this.conn.write(text);
  }

  private close(code: number, reason: string): void {
    if (this.closed) return;
    this.conn.close(code, reason);
    this.cleanUp();
  }

  private cleanUp(): void {
    this.closed = true;
    if (this.connectTimer) clearTimeout(this.connectTimer);
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    if (this.watchdogTimer) clearInterval(this.watchdogTimer);
    this.connectTimer = this.heartbeatTimer = this.watchdogTimer = null;
    this.hub.remove(this);
  }
}

/**
 * Installs the SockJS endpoint on the app's HTTP server (in front of Fastify's request listener, which
 * still answers every other URL) and closes the sessions when the app closes.
 */
export function attachChatBroker(app: FastifyInstance, ctx: AppContext, overrides: Partial<BrokerOptions> = {}): void {
  const options: BrokerOptions = { ...DEFAULT_BROKER_OPTIONS, ...overrides };
  const hub = chatHubOf(ctx);
  const tickets = ticketStoreOf(ctx);
  const open = new Set<StompSession>();
  const server = sockjs.createServer({
    log: (severity: string, line: string) => {
      if (severity === 'error') app.log.error(line);
    },
    // the ws transport refuses messages far above the frame limit before they are buffered
    faye_server_options: { maxLength: 1024 * 1024 },
  } as sockjs.ServerOptions);
  server.on('connection', (raw: sockjs.Connection | null) => {
    if (!raw) return;
    const conn = raw as unknown as Connection;
    const session = new StompSession(conn, ctx, hub, tickets, options, app.log);
    open.add(session);
    conn.on('close', () => open.delete(session));
  });
  // SockJS's own request handler (what its installHandlers would put first), behind the origin check
  const sockjsHandler = (server as unknown as SockjsListenerHost).listener({ prefix: CHAT_WS_PATH }).getHandler();
  installInFront(app.server, (req, res, head) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (path !== CHAT_WS_PATH && !path.startsWith(`${CHAT_WS_PATH}/`)) return false;
    if (path === CHAT_WS_TICKET_PATH) return false; // Fastify's route
    if (!originAllowed(req.headers.origin, ctx.env.siteOrigins)) {
      refuse(res, head);
      return true;
    }
    return sockjsHandler(req, res, head) === true;
  });
  app.addHook('preClose', async () => {
    for (const session of [...open]) session.shutdown();
    // resolves when this instance's chat channels are unsubscribed (before the shared state closes, in onClose)
    await hub.shutdownAll();
  });
}

/** `Server.listener()` of sockjs (not in its typings). */
interface SockjsListenerHost {
  listener(options: { prefix: string }): { getHandler(): (req: IncomingMessage, res: ServerResponse | Duplex, head?: Buffer) => boolean };
}

type FrontHandler = (req: IncomingMessage, res: ServerResponse | Duplex, head?: Buffer) => boolean;

/**
 * Puts `handler` before the server's other `request` and `upgrade` listeners (Fastify's): when it answers
 * true it has taken the request, otherwise the others run (what SockJS's installHandlers does).
 */
function installInFront(server: Server, handler: FrontHandler): void {
  for (const event of ['request', 'upgrade'] as const) {
    const others = server.listeners(event).slice(0) as ((...args: unknown[]) => void)[];
    server.removeAllListeners(event);
    server.on(event, function front(this: unknown, ...args: unknown[]) {
      if (handler(...(args as [IncomingMessage, ServerResponse | Duplex, Buffer | undefined]))) return;
      for (const listener of others) listener.apply(this, args);
    });
  }
}

/**
 * Whether a SockJS request's `Origin` may open a chat session: no Origin (a client that is not a browser page:
 * it still needs a ticket or a token), or exactly one of the site's origins. `null` (sandboxed frames, file
 * pages, some redirects) and every other origin are refused.
 */
export function originAllowed(origin: string | string[] | undefined, siteOrigins: readonly string[]): boolean {
  if (origin === undefined) return true;
  if (Array.isArray(origin)) return false;
  try {
    const parsed = new URL(origin);
    return siteOrigins.includes(parsed.origin) && parsed.origin === origin.replace(/\/$/, '');
  } catch {
    return false;
  }
}

/** HTTP 403 on a request, or on an upgrade's raw socket. */
function refuse(res: ServerResponse | Duplex, head?: Buffer): void {
  void head;
  const body = 'origin not allowed';
  if (res instanceof ServerResponse) {
    res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', 'content-length': String(body.length), connection: 'close' });
    res.end(body);
    return;
  }
  res.end(`HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`);
}
