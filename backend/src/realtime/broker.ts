/**
 * The private-chat broker: STOMP 1.2 over SockJS at `/api/msg/ws` on the API's own HTTP server (J44–J51,
 * chat contract).
 *
 * - CONNECT (or STOMP) is authenticated by the `access_token` query of the SockJS URL, or an
 *   `Authorization: Bearer …` / `access_token` CONNECT header, checked like every bearer token → CONNECTED
 *   (version 1.2, heart-beat negotiation); otherwise ERROR and close.
 * - SUBSCRIBE only to the caller's own queues `/user/queue/messages` and `/user/queue/errors`.
 * - SEND to `/app/message` with JSON {msgFrom, msgTo, msgType, msgContent, convId, sentTime} goes through the
 *   one send service (sendChatMessage); success → RECEIPT when asked; a rule failure → MESSAGE on
 *   `/user/queue/errors` with {code, msg, convId, receipt-id} and no RECEIPT.
 * - Frames over 64 KB → ERROR and close; more than 20 SENDs in 10 s → code 429 on the error queue.
 * - Any protocol error (unknown command, bad destination, malformed frame) → ERROR and close (§ ERROR).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sockjs from 'sockjs';
import { sessionOfAccessToken } from '../auth/tokens';
import type { AppContext } from '../context';
import { ApiError } from '../http/envelope';
import { describeZodError } from '../http/validate';
import { chatSendInput, sendChatMessage } from '../services/chat-send';
import { encodeFrame, FrameDecoder, negotiateHeartBeat, StompProtocolError, type HeartBeat, type StompFrame } from './frames';
import { chatHubOf, type ChatHub, type ChatSubscriber } from './sessions';

export const CHAT_WS_PATH = '/api/msg/ws';
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
const CLOSE = { normal: 1000, shutdown: 1001, protocol: 4400, unauthorized: 4401, tooLarge: 4413 } as const;

/** The SockJS connection; `close` takes a numeric code (the typings say string). */
type Connection = Omit<sockjs.Connection, 'close'> & { close(code?: number, reason?: string): boolean };

function tokenFromUrl(url: string | undefined): string | null {
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
  private token = '';
  private connected = false;
  private closed = false;
  private readonly decoder: FrameDecoder;
  /** subscription id → destination */
  private readonly subscriptions = new Map<string, string>();
  private sendTimes: number[] = [];
  private messageCounter = 0;
  private lastReceived = Date.now();
  private connectTimer: NodeJS.Timeout | null;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private watchdogTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly conn: Connection,
    private readonly ctx: AppContext,
    private readonly hub: ChatHub,
    private readonly options: BrokerOptions,
    private readonly log: FastifyInstance['log'],
  ) {
    this.decoder = new FrameDecoder(options.maxFrameBytes);
    this.connectTimer = setTimeout(() => this.fail('no CONNECT frame received in time', CLOSE.protocol), options.connectTimeoutMs);
    conn.on('data', (data: string) => this.onData(data));
    conn.on('close', () => this.cleanUp());
  }

  private onData(data: string): void {
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
      this.handle(frame);
    }
  }

  private handle(frame: StompFrame): void {
    const receipt = frame.headers.receipt;
    if (!this.connected) {
      if (frame.command === 'CONNECT' || frame.command === 'STOMP') this.onConnect(frame);
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
        this.onSend(frame);
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

  private onConnect(frame: StompFrame): void {
    const versions = (frame.headers['accept-version'] ?? '1.0').split(',').map((v) => v.trim());
    if (!versions.includes('1.2')) {
      this.write(encodeFrame('ERROR', { version: '1.2', message: 'Supported protocol versions are 1.2', 'content-type': 'text/plain' }, 'This broker speaks STOMP 1.2'));
      this.close(CLOSE.protocol, 'unsupported version');
      return;
    }
    const token = tokenFromHeaders(frame.headers) ?? tokenFromUrl(this.conn.url);
    const session = token ? sessionOfAccessToken(this.ctx, token) : null;
    if (!token || !session) {
      this.fail('unauthorized', CLOSE.unauthorized, frame.headers.receipt);
      return;
    }
    this.token = token;
    this.memberId = session.memberId;
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
    this.hub.add(this);
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

  private onSend(frame: StompFrame): void {
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
      if (!sessionOfAccessToken(this.ctx, this.token)) {
        this.fail('unauthorized', CLOSE.unauthorized, receipt);
        return;
      }
      if (body === undefined) throw new ApiError(1, 'body: must be JSON');
      const msgFrom = Number((body as { msgFrom?: unknown } | null)?.msgFrom);
      if (msgFrom !== this.memberId) throw new ApiError(1, 'msgFrom: must be the connected member');
      const parsed = chatSendInput.safeParse(body);
      if (!parsed.success) throw new ApiError(1, describeZodError(parsed.error));
      sendChatMessage(this.ctx, this.memberId, parsed.data, { originSessionId: this.id });
      this.receipt(receipt);
    } catch (error) {
      if (error instanceof ApiError) {
        this.sendError({ code: error.code, msg: error.message, convId }, receipt);
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
    const session = new StompSession(conn, ctx, hub, options, app.log);
    open.add(session);
    conn.on('close', () => open.delete(session));
  });
  server.installHandlers(app.server, { prefix: CHAT_WS_PATH });
  app.addHook('preClose', async () => {
    for (const session of [...open]) session.shutdown();
    hub.shutdownAll();
  });
}
