/**
 * The chat broker: STOMP 1.2 over SockJS at /api/msg/ws on a really listening app (port 0), driven by the
 * clients the web uses (sockjs-client + @stomp/stompjs) and by raw frames for the protocol edges.
 * Checklist J37, J44, J46–J48, J51 and the chat contract's real-time rules (authenticated CONNECT,
 * per-user destinations, receipts, the error queue, size and rate limits).
 */
import { Client, type IMessage, type IStompSocket } from '@stomp/stompjs';
import SockJS from 'sockjs-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR_CHAT_NOT_FRIEND } from '@/lib/constants';
import { messageSchema } from '@/lib/contract/msg';
import { CHAT_WS_PATH } from '../../backend/src/realtime/broker';
import { encodeFrame, FrameDecoder, type StompFrame } from '../../backend/src/realtime/frames';
import { call, createTestApi, DEMO, loginDemo, withDb, type Loose, type TestApi } from './helpers';

const WAIT_MS = 5000;

let api: TestApi;
let base: string;
let t1: string;
let t2: string;
let id1: number;
let id2: number;
let id3: number;
let conv12: number;
let conv13: number;
const openClients: { close(): void }[] = [];

function wsUrl(token?: string): string {
  return `${base}${CHAT_WS_PATH}${token === undefined ? '' : `?access_token=${encodeURIComponent(token)}`}`;
}

/** The SockJS URL with a fresh socket ticket of the member (`GET /msg/ws/ticket`), as the web client builds it. */
async function ticketUrl(token: string, apiBase = base): Promise<string> {
  const res = await fetch(`${apiBase}/api/msg/ws/ticket`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as Loose;
  if (body.code !== 0) throw new Error(`no ticket: ${JSON.stringify(body)}`);
  return `${apiBase}${CHAT_WS_PATH}?access_token=${encodeURIComponent(body.data.ticket)}`;
}

/** Resolves when `check` answers a value, polling the state it reads after every event. */
function waitFor<T>(what: string, check: () => T | undefined, subscribe: (wake: () => void) => () => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let done = false;
    const finish = (): void => {
      done = true;
      clearTimeout(timer);
      unsubscribe();
    };
    const timer = setTimeout(() => {
      finish();
      reject(new Error(`timed out waiting for ${what}`));
    }, WAIT_MS);
    const wake = (): void => {
      if (done) return;
      const value = check();
      if (value !== undefined) {
        finish();
        resolve(value);
      }
    };
    const unsubscribe = subscribe(wake);
    wake();
  });
}

/** A SockJS connection that speaks raw STOMP text: the frames received and the close event. */
class RawClient {
  readonly sock: WebSocket;
  readonly frames: StompFrame[] = [];
  closeEvent: { code: number; reason: string } | null = null;
  opened = false;
  private readonly decoder = new FrameDecoder(1024 * 1024);
  private readonly listeners = new Set<() => void>();

  constructor(url: string, transports?: string[]) {
    this.sock = new SockJS(url, undefined, transports ? { transports } : undefined);
    this.sock.onopen = () => {
      this.opened = true;
      this.notify();
    };
    this.sock.onmessage = (event: MessageEvent<string>) => {
      this.frames.push(...this.decoder.push(event.data));
      this.notify();
    };
    this.sock.onclose = (event: CloseEvent) => {
      this.closeEvent = { code: event.code, reason: event.reason };
      this.notify();
    };
    openClients.push(this);
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  private on = (wake: () => void): (() => void) => {
    this.listeners.add(wake);
    return () => this.listeners.delete(wake);
  };

  async open(): Promise<void> {
    await waitFor('open', () => (this.opened ? true : undefined), this.on);
  }

  send(text: string): void {
    this.sock.send(text);
  }

  /** The next received frame with this command (removed from the list). */
  async next(command: string, match: (f: StompFrame) => boolean = () => true): Promise<StompFrame> {
    return waitFor(
      command,
      () => {
        const index = this.frames.findIndex((f) => f.command === command && match(f));
        return index < 0 ? undefined : this.frames.splice(index, 1)[0];
      },
      this.on,
    );
  }

  async closed(): Promise<{ code: number; reason: string }> {
    return waitFor('close', () => this.closeEvent ?? undefined, this.on);
  }

  close(): void {
    if (!this.closeEvent) this.sock.close();
  }

  /** Opens and sends CONNECT; answers the CONNECTED frame. */
  async connect(headers: Record<string, string> = {}): Promise<StompFrame> {
    await this.open();
    this.send(encodeFrame('CONNECT', { 'accept-version': '1.2', host: 'localhost', 'heart-beat': '0,0', ...headers }));
    return this.next('CONNECTED');
  }

  subscribe(id: string, destination: string, receipt?: string): void {
    this.send(encodeFrame('SUBSCRIBE', { id, destination, receipt }));
  }

  sendMessage(body: unknown, receipt?: string): void {
    this.send(encodeFrame('SEND', { destination: '/app/message', 'content-type': 'application/json', receipt }, typeof body === 'string' ? body : JSON.stringify(body)));
  }
}

/** The web's client: @stomp/stompjs over sockjs-client, subscribed to both personal queues. */
class StompClient {
  readonly client: Client;
  readonly messages: IMessage[] = [];
  readonly errors: IMessage[] = [];
  readonly receipts: string[] = [];
  connected = false;
  private readonly listeners = new Set<() => void>();
  private readonly on = (wake: () => void): (() => void) => {
    this.listeners.add(wake);
    return () => this.listeners.delete(wake);
  };

  constructor(token: string, transports?: string[]) {
    let url = '';
    this.client = new Client({
      beforeConnect: async () => {
        url = await ticketUrl(token);
      },
      webSocketFactory: () => new SockJS(url, undefined, transports ? { transports } : undefined) as unknown as IStompSocket,
      reconnectDelay: 0,
      heartbeatIncoming: 0,
      heartbeatOutgoing: 0,
    });
    this.client.onConnect = () => {
      // a receipt on the last SUBSCRIBE tells that both subscriptions are in place
      this.client.watchForReceipt('ready', () => {
        this.connected = true;
        this.notify();
      });
      this.client.subscribe('/user/queue/messages', (m) => {
        this.messages.push(m);
        this.notify();
      });
      this.client.subscribe(
        '/user/queue/errors',
        (m) => {
          this.errors.push(m);
          this.notify();
        },
        { receipt: 'ready' },
      );
    };
    this.client.onUnhandledReceipt = (frame) => {
      this.receipts.push(frame.headers['receipt-id'] ?? '');
      this.notify();
    };
    this.client.activate();
    openClients.push({ close: () => void this.client.deactivate() });
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  ready(): Promise<true> {
    return waitFor('connected', () => (this.connected ? true : undefined), this.on);
  }

  nextMessage(match: (body: Loose) => boolean = () => true): Promise<Loose> {
    return waitFor('a message', () => this.messages.map((m) => JSON.parse(m.body) as Loose).find(match), this.on);
  }

  nextError(match: (body: Loose) => boolean = () => true): Promise<Loose> {
    return waitFor('an error', () => this.errors.map((m) => JSON.parse(m.body) as Loose).find(match), this.on);
  }

  receipt(id: string): Promise<string> {
    return waitFor(`receipt ${id}`, () => this.receipts.find((r) => r === id), this.on);
  }

  send(body: Record<string, unknown>, receipt: string): void {
    this.client.publish({ destination: '/app/message', body: JSON.stringify(body), headers: { receipt } });
  }
}

beforeAll(async () => {
  api = await createTestApi();
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  const address = api.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
  const [a, b, c] = await Promise.all([loginDemo(api, DEMO.first), loginDemo(api, DEMO.second), loginDemo(api, DEMO.incomplete)]);
  t1 = a.access_token;
  t2 = b.access_token;
  id1 = a.memberId;
  id2 = b.memberId;
  id3 = c.memberId;
  conv12 = (await call(api, 'POST', '/msg/conversation', { token: t1, json: { members: [id2] } })).body.data.id;
  conv13 = (await call(api, 'POST', '/msg/conversation', { token: t1, json: { members: [id3] } })).body.data.id;
});

afterAll(async () => {
  for (const c of openClients) c.close();
  await api.close();
});

describe('the SockJS endpoint next to the Fastify routes', () => {
  it('answers the SockJS info call while the REST routes keep working on the same server', async () => {
    const info = await fetch(`${base}${CHAT_WS_PATH}/info?t=1`);
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({ websocket: true });
    const rest = await fetch(`${base}/api/msg/messages/template/categories`, { headers: { authorization: `Bearer ${t1}` } });
    expect(((await rest.json()) as Loose).code).toBe(0);
    const unknown = await fetch(`${base}/api/msg/wsx`);
    expect(unknown.status).toBe(404);
  });
});

describe('CONNECT (J44)', () => {
  it('authenticates with the socket ticket in the access_token of the SockJS URL and negotiates STOMP 1.2 with heart-beats', async () => {
    const raw = new RawClient(await ticketUrl(t1));
    const connected = await raw.connect({ 'heart-beat': '10000,10000' });
    expect(connected.headers).toMatchObject({ version: '1.2', 'heart-beat': '10000,10000', 'user-name': String(id1) });
    raw.send(encodeFrame('DISCONNECT', { receipt: 'bye' }));
    expect((await raw.next('RECEIPT')).headers['receipt-id']).toBe('bye');
    expect((await raw.closed()).code).toBe(1000);
  });

  it('accepts the token in an Authorization or access_token CONNECT header instead', async () => {
    const a = new RawClient(wsUrl());
    expect((await a.connect({ Authorization: `Bearer ${t2}` })).headers['user-name']).toBe(String(id2));
    const b = new RawClient(wsUrl());
    expect((await b.connect({ access_token: t1 })).headers['user-name']).toBe(String(id1));
    a.close();
    b.close();
  });

  it('refuses a CONNECT without a token or with a bad one: ERROR, then the connection closes', async () => {
    for (const url of [wsUrl(), wsUrl('not-a-token')]) {
      const raw = new RawClient(url);
      await raw.open();
      raw.send(encodeFrame('CONNECT', { 'accept-version': '1.2', host: 'localhost' }));
      const error = await raw.next('ERROR');
      expect(error.headers.message).toBe('unauthorized');
      expect((await raw.closed()).code).toBe(4401);
      expect(raw.frames.some((f) => f.command === 'CONNECTED')).toBe(false);
    }
  });

  it('refuses frames before CONNECT and protocol versions other than 1.2', async () => {
    const early = new RawClient(await ticketUrl(t1));
    await early.open();
    early.send(encodeFrame('SUBSCRIBE', { id: 's', destination: '/user/queue/messages' }));
    expect((await early.next('ERROR')).headers.message).toMatch(/CONNECT/);
    await early.closed();
    const old = new RawClient(await ticketUrl(t1));
    await old.open();
    old.send(encodeFrame('CONNECT', { 'accept-version': '1.0,1.1' }));
    expect((await old.next('ERROR')).headers.version).toBe('1.2');
    await old.closed();
  });
});

describe('per-user destinations', () => {
  it('refuses a subscription to another member’s queue or any other destination, with ERROR and close', async () => {
    for (const destination of [`/user/${id2}/queue/messages`, '/topic/messages', '/queue/messages']) {
      const raw = new RawClient(await ticketUrl(t1));
      await raw.connect();
      raw.subscribe('sub-0', destination, 'r');
      const error = await raw.next('ERROR');
      expect(error.headers.message).toMatch(/cannot subscribe/);
      expect(error.headers['receipt-id']).toBe('r');
      expect((await raw.closed()).code).toBe(4400);
    }
  });

  it('confirms allowed subscriptions with RECEIPT and refuses SEND to anything but /app/message', async () => {
    const raw = new RawClient(await ticketUrl(t1));
    await raw.connect();
    // two frames and heart-beat EOLs in one SockJS message
    raw.send(`${encodeFrame('SUBSCRIBE', { id: 'sub-0', destination: '/user/queue/messages', receipt: 'sub-ok' })}\n\r\n${encodeFrame('SUBSCRIBE', { id: 'sub-1', destination: '/user/queue/errors', receipt: 'sub-ok-2' })}\n`);
    expect((await raw.next('RECEIPT')).headers['receipt-id']).toBe('sub-ok');
    expect((await raw.next('RECEIPT')).headers['receipt-id']).toBe('sub-ok-2');
    raw.send(encodeFrame('SEND', { destination: `/user/${id2}/queue/messages` }, 'hi'));
    expect((await raw.next('ERROR')).headers.message).toMatch(/cannot send/);
    await raw.closed();
  });
});

describe('SEND /app/message (J37, J46–J48)', () => {
  it('delivers a message from A to every session of B and to A’s other sessions in real time, stores it, and confirms with RECEIPT', async () => {
    const a = new StompClient(t1);
    const aOther = new StompClient(t1);
    const b = new StompClient(t2);
    await Promise.all([a.ready(), aOther.ready(), b.ready()]);
    const text = '李经理，合同我这边已经盖章，明天快递给您。';
    a.send({ msgFrom: id1, msgTo: id2, msgType: 0, msgContent: text, convId: conv12, sentTime: '2026-11-22 10:00:00' }, 'send-1');
    const [received, echoed] = await Promise.all([b.nextMessage((m) => m.msgContent === text), aOther.nextMessage((m) => m.msgContent === text)]);
    await a.receipt('send-1');
    const message = messageSchema.parse(received);
    expect(message).toMatchObject({ convId: conv12, msgFrom: id1, msgTo: id2, msgType: 0, isRead: 0, msgFromName: '张明远' });
    expect(echoed.id).toBe(message.id);
    expect(a.messages.some((m) => JSON.parse(m.body).id === message.id)).toBe(false);
    const b1 = b.messages.find((m) => JSON.parse(m.body).id === message.id);
    expect(b1?.headers).toMatchObject({ destination: '/user/queue/messages', 'content-type': 'application/json;charset=UTF-8' });
    expect(b1?.headers['message-id']).toBeTruthy();
    const stored = await withDb(api, async (db) => await db.prepare('SELECT msg_from, msg_to, msg_content FROM messages WHERE id = ?').get(message.id));
    expect(stored).toEqual({ msg_from: id1, msg_to: id2, msg_content: text });
    const list = await call(api, 'GET', '/msg/conversation/list', { token: t2 });
    expect(list.body.data[0]).toMatchObject({ id: conv12, lastMessage: { id: message.id } });
  });

  it('delivers messages sent through POST /msg/messages (the mobile page) to the connected sessions too', async () => {
    const a = new StompClient(t1);
    await a.ready();
    const text = '收到，谢谢张总！';
    expect((await call(api, 'POST', '/msg/messages', { token: t2, json: { convId: conv12, msgTo: id1, msgType: 0, msgContent: text } })).body.code).toBe(0);
    expect((await a.nextMessage((m) => m.msgContent === text)).msgFrom).toBe(id2);
  });

  it('also works over the xhr-streaming transport', async () => {
    const a = new StompClient(t1, ['xhr-streaming']);
    const b = new StompClient(t2, ['xhr-streaming']);
    await Promise.all([a.ready(), b.ready()]);
    const text = '样品已经寄出，单号稍后发您。';
    a.send({ msgFrom: id1, msgTo: id2, msgType: 0, msgContent: text, convId: conv12, sentTime: '2026-11-22 10:01:00' }, 'xhr-1');
    await a.receipt('xhr-1');
    expect((await b.nextMessage((m) => m.msgContent === text)).msgFrom).toBe(id1);
  });

  it('answers a rule failure on /user/queue/errors with code, msg, convId and receipt-id, and no RECEIPT', async () => {
    const a = new StompClient(t1);
    await a.ready();
    a.send({ msgFrom: id1, msgTo: id3, msgType: 0, msgContent: '你好', convId: conv13, sentTime: '2026-11-22 10:02:00' }, 'nf-1');
    const error = await a.nextError((e) => e['receipt-id'] === 'nf-1');
    expect(error).toMatchObject({ code: ERR_CHAT_NOT_FRIEND, convId: conv13 });
    expect(error.msg).toMatch(/not your friend/);
    expect(a.errors.find((m) => JSON.parse(m.body)['receipt-id'] === 'nf-1')?.headers['receipt-id']).toBe('nf-1');
    // the connection stays usable; the failed send got no receipt
    a.send({ msgFrom: id1, msgTo: id2, msgType: 0, msgContent: '继续沟通', convId: conv12, sentTime: '2026-11-22 10:02:30' }, 'ok-after');
    await a.receipt('ok-after');
    expect(a.receipts).not.toContain('nf-1');
    expect(await withDb(api, async (db) => await db.prepare('SELECT COUNT(*) AS n FROM messages WHERE conv_id = ?').get(conv13))).toEqual({ n: 2 });
  });

  it('refuses a msgFrom that is not the connected member, bad JSON and empty text (code 1)', async () => {
    const a = new StompClient(t1);
    await a.ready();
    a.send({ msgFrom: id2, msgTo: id1, msgType: 0, msgContent: '冒充', convId: conv12, sentTime: '2026-11-22 10:03:00' }, 'spoof');
    expect(await a.nextError((e) => e['receipt-id'] === 'spoof')).toMatchObject({ code: 1, msg: 'msgFrom: must be the connected member', convId: conv12 });
    a.client.publish({ destination: '/app/message', body: '{oops', headers: { receipt: 'json' } });
    expect((await a.nextError((e) => e['receipt-id'] === 'json')).code).toBe(1);
    a.send({ msgFrom: id1, msgTo: id2, msgType: 0, msgContent: '  ', convId: conv12, sentTime: '2026-11-22 10:03:00' }, 'empty');
    expect((await a.nextError((e) => e['receipt-id'] === 'empty')).code).toBe(1);
  });

  it('limits a session to 20 SENDs per 10 s: the 21st gets code 429 on the error queue', async () => {
    const raw = new RawClient(await ticketUrl(t1));
    await raw.connect();
    raw.subscribe('errors', '/user/queue/errors');
    for (let k = 1; k <= 21; k += 1) {
      raw.sendMessage({ msgFrom: id1, msgTo: id2, msgType: 0, msgContent: `批量消息 ${k}`, convId: conv12, sentTime: '2026-11-22 10:04:00' }, `rate-${k}`);
    }
    const limited = await raw.next('MESSAGE', (f) => f.headers['receipt-id'] === 'rate-21');
    expect(JSON.parse(limited.body)).toMatchObject({ code: 429, 'receipt-id': 'rate-21', convId: conv12 });
    expect(limited.headers).toMatchObject({ subscription: 'errors', destination: '/user/queue/errors' });
    for (let k = 1; k <= 20; k += 1) await raw.next('RECEIPT', (f) => f.headers['receipt-id'] === `rate-${k}`);
    expect(raw.frames.some((f) => f.command === 'RECEIPT' && f.headers['receipt-id'] === 'rate-21')).toBe(false);
    raw.close();
  });

  it('closes a connection that sends a frame over 64 KB, after an ERROR', async () => {
    const raw = new RawClient(await ticketUrl(t1));
    await raw.connect();
    raw.sendMessage({ msgFrom: id1, msgTo: id2, msgType: 0, msgContent: '大'.repeat(23_000), convId: conv12, sentTime: '2026-11-22 10:05:00' });
    expect((await raw.next('ERROR')).headers.message).toMatch(/larger than 65536 bytes/);
    expect((await raw.closed()).code).toBe(4413);
  });

  it('ends the session when its token was revoked (logout, J51)', async () => {
    const login = await loginDemo(api, DEMO.second);
    const raw = new RawClient(await ticketUrl(login.access_token));
    await raw.connect();
    expect((await call(api, 'DELETE', '/auth/token/logout', { token: login.access_token })).body.code).toBe(0);
    raw.sendMessage({ msgFrom: id2, msgTo: id1, msgType: 0, msgContent: '再见', convId: conv12, sentTime: '2026-11-22 10:06:00' }, 'after-logout');
    expect((await raw.next('ERROR')).headers.message).toBe('unauthorized');
    expect((await raw.closed()).code).toBe(4401);
  });
});

describe('app close', () => {
  it('closes the open sessions when the app closes', async () => {
    const other = await createTestApi();
    await other.app.listen({ host: '127.0.0.1', port: 0 });
    const address = other.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const token = (await loginDemo(other, DEMO.first)).access_token;
    const raw = new RawClient(await ticketUrl(token, `http://127.0.0.1:${address.port}`));
    await raw.connect();
    await other.close();
    expect((await raw.closed()).code).toBe(1001);
  });
});
