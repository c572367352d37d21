/**
 * Issue 17 item 6 and attack-list items 32–35 (API side): the chat socket opens with a one-minute, single-use
 * ticket (never the access token in its URL), refuses a foreign Origin, keeps members to their own queues,
 * cuts oversized frames and floods, and stores an outbox resend once.
 */
import http from 'node:http';
import SockJS from 'sockjs-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wsTicketSchema } from '@/lib/contract/msg';
import { CHAT_WS_PATH, originAllowed } from '../../backend/src/realtime/broker';
import { encodeFrame, FrameDecoder, type StompFrame } from '../../backend/src/realtime/frames';
import { MAX_TICKETS_PER_MEMBER, TicketStore, WS_TICKET_TTL_MS } from '../../backend/src/realtime/tickets';
import { MemoryOneTimeTokens } from '../../backend/src/state/one-time-tokens';
import { call, createTestApi, DEMO, loginDemo, withDb, type Loose, type TestApi } from './helpers';

const SITE = 'http://localhost:3000';
const WAIT_MS = 5000;

let api: TestApi;
let base: string;
let t1: string;
let id1: number;
let id2: number;
let conv12: number;
const open: RawSocket[] = [];

/** A SockJS connection speaking raw STOMP text. */
class RawSocket {
  readonly sock: WebSocket;
  readonly frames: StompFrame[] = [];
  closeEvent: { code: number } | null = null;
  opened = false;
  private readonly decoder = new FrameDecoder(4 * 1024 * 1024);

  constructor(url: string) {
    this.sock = new SockJS(url);
    this.sock.onopen = () => {
      this.opened = true;
    };
    this.sock.onmessage = (event: MessageEvent<string>) => {
      this.frames.push(...this.decoder.push(event.data));
    };
    this.sock.onclose = (event: CloseEvent) => {
      this.closeEvent = { code: event.code };
    };
    open.push(this);
  }

  private async until<T>(what: string, check: () => T | undefined): Promise<T> {
    const end = Date.now() + WAIT_MS;
    for (;;) {
      const value = check();
      if (value !== undefined) return value;
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  next(command: string, match: (f: StompFrame) => boolean = () => true): Promise<StompFrame> {
    return this.until(command, () => {
      const i = this.frames.findIndex((f) => f.command === command && match(f));
      return i < 0 ? undefined : this.frames.splice(i, 1)[0];
    });
  }

  closed(): Promise<{ code: number }> {
    return this.until('close', () => this.closeEvent ?? undefined);
  }

  /** Opens, sends CONNECT (no token header: the URL's ticket must do) and answers the first reply frame. */
  async connect(): Promise<StompFrame> {
    await this.until('open', () => (this.opened ? true : undefined));
    this.sock.send(encodeFrame('CONNECT', { 'accept-version': '1.2', host: 'localhost', 'heart-beat': '0,0' }));
    return this.until('CONNECTED or ERROR', () => this.frames.find((f) => f.command === 'CONNECTED' || f.command === 'ERROR'));
  }

  send(command: string, headers: Record<string, string | undefined>, body = ''): void {
    this.sock.send(encodeFrame(command, headers, body));
  }

  close(): void {
    if (!this.closeEvent) this.sock.close();
  }
}

async function ticket(token: string): Promise<string> {
  const res = await fetch(`${base}/api/msg/ws/ticket`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as Loose;
  return wsTicketSchema.parse(body.data).ticket;
}

const urlWith = (value: string) => `${base}${CHAT_WS_PATH}?access_token=${encodeURIComponent(value)}`;

/** A raw HTTP request to the API (so any Origin and Upgrade header can be sent); answers the status. */
function rawStatus(path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { headers });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 101);
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  api = await createTestApi({ siteOrigins: [SITE] });
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  const address = api.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
  const [a, b] = await Promise.all([loginDemo(api, DEMO.first), loginDemo(api, DEMO.second)]);
  t1 = a.access_token;
  id1 = a.memberId;
  id2 = b.memberId;
  conv12 = (await call(api, 'POST', '/msg/conversation', { token: t1, json: { members: [id2] } })).body.data.id;
});

afterAll(async () => {
  for (const s of open) s.close();
  await api.close();
});

describe('security 32: who may open the chat socket', () => {
  it('security 32: the ticket call needs a bearer token (HTTP 401) and is never cached', async () => {
    const anonymous = await call(api, 'GET', '/msg/ws/ticket');
    expect(anonymous.status).toBe(401);
    const mine = await call(api, 'GET', '/msg/ws/ticket', { token: t1 });
    expect(mine.body.code).toBe(0);
    expect(mine.headers['cache-control']).toBe('no-store');
  });

  it('security 32: a foreign or null Origin is refused with 403 (info, xhr transports, websocket upgrade); the site origin passes', async () => {
    for (const origin of ['https://evil.example', 'null', `${SITE}.evil.example`, 'http://localhost:3001']) {
      expect(await rawStatus(`${CHAT_WS_PATH}/info?t=1`, { origin }), origin).toBe(403);
      expect(await rawStatus(`${CHAT_WS_PATH}/websocket`, { origin, connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==' }), origin).toBe(403);
      expect(await rawStatus(`${CHAT_WS_PATH}/000/abcdefgh/xhr_streaming`, { origin }), origin).toBe(403);
    }
    expect(await rawStatus(`${CHAT_WS_PATH}/info?t=1`, { origin: SITE })).toBe(200);
    expect(await rawStatus(`${CHAT_WS_PATH}/websocket`, { origin: SITE, connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==' })).toBe(101);
    expect(originAllowed(undefined, [SITE])).toBe(true);
    expect(originAllowed([SITE, SITE], [SITE])).toBe(false);
  });

  it('security 32: CONNECT without a ticket, with an unknown one, or with a ticket of a session that logged out is refused', async () => {
    const login = await loginDemo(api, DEMO.second);
    const revoked = await ticket(login.access_token);
    expect((await call(api, 'DELETE', '/auth/token/logout', { token: login.access_token })).body.code).toBe(0);
    for (const url of [`${base}${CHAT_WS_PATH}`, urlWith('not-a-ticket'), urlWith(revoked)]) {
      const raw = new RawSocket(url);
      const reply = await raw.connect();
      expect(reply.command).toBe('ERROR');
      expect(reply.headers.message).toBe('unauthorized');
      expect((await raw.closed()).code).toBe(4401);
    }
  });

  it('security 32: a ticket expires after one minute', async () => {
    let now = 1_000;
    const store = new TicketStore(new MemoryOneTimeTokens(() => now));
    const session = { tokenId: 1, memberId: 1 };
    const { ticket: fresh, expiresIn } = await store.issue(session);
    expect(expiresIn).toBe(60);
    now = 1_000 + WS_TICKET_TTL_MS - 1;
    expect(await store.spend(fresh)).toEqual(session);
    now = 1_000;
    const { ticket: late } = await store.issue(session);
    now = 1_000 + WS_TICKET_TTL_MS + 1;
    expect(await store.spend(late)).toBeNull();
  });
});

describe('security 33: no long-lived token in the socket URL', () => {
  it('security 33: the 30-day access token in the URL is refused; the ticket works once, a replay of the same URL is refused', async () => {
    const withToken = new RawSocket(urlWith(t1));
    expect((await withToken.connect()).command).toBe('ERROR');
    const url = urlWith(await ticket(t1));
    const first = new RawSocket(url);
    const connected = await first.connect();
    expect(connected.command).toBe('CONNECTED');
    expect(connected.headers['user-name']).toBe(String(id1));
    const replay = new RawSocket(url);
    expect((await replay.connect()).command).toBe('ERROR');
    first.close();
  });

  it('security 33: a reconnect loop cannot pile up tickets (at most 20 live per member: the oldest go)', async () => {
    const store = new TicketStore(new MemoryOneTimeTokens());
    const session = { tokenId: 1, memberId: 7 };
    const issued: string[] = [];
    for (let i = 0; i < 100; i += 1) issued.push((await store.issue(session)).ticket);
    const other = await store.issue({ tokenId: 2, memberId: 8 });
    const live = await Promise.all(issued.map(async (t) => (await store.spend(t)) !== null));
    expect(MAX_TICKETS_PER_MEMBER).toBe(20);
    expect(live.slice(0, 80).some(Boolean)).toBe(false);
    expect(live.slice(80).every(Boolean)).toBe(true);
    // another member's tickets are not counted against this one's
    expect(await store.spend(other.ticket)).toEqual({ tokenId: 2, memberId: 8 });
  });
});

describe('security 35: destinations, HTML and floods on the socket', () => {
  async function connected(): Promise<RawSocket> {
    const raw = new RawSocket(urlWith(await ticket(t1)));
    expect((await raw.connect()).command).toBe('CONNECTED');
    return raw;
  }

  it('security 35: subscribing to another member’s queue is refused (ERROR, closed)', async () => {
    const raw = await connected();
    raw.send('SUBSCRIBE', { id: 's', destination: `/user/${id2}/queue/messages`, receipt: 'r' });
    expect((await raw.next('ERROR')).headers.message).toMatch(/cannot subscribe/);
    expect((await raw.closed()).code).toBe(4400);
  });

  it('security 35: a message with HTML is stored and delivered as the same text (rendered as text by the client)', async () => {
    const raw = await connected();
    raw.send('SUBSCRIBE', { id: 'e', destination: '/user/queue/errors' });
    const html = '<img src=x onerror=alert(1)></script><script>alert(1)</script>';
    raw.send('SEND', { destination: '/app/message', receipt: 'html' }, JSON.stringify({ msgFrom: id1, msgTo: id2, msgType: 0, msgContent: html, convId: conv12 }));
    await raw.next('RECEIPT', (f) => f.headers['receipt-id'] === 'html');
    const stored = await withDb(api, async (db) => await db.prepare('SELECT msg_content FROM messages WHERE conv_id = ? ORDER BY id DESC LIMIT 1').get(conv12) as { msg_content: string });
    expect(stored.msg_content).toBe(html);
    raw.close();
  });

  it('security 35: a 1 MB message is refused and the connection closed; 100 messages at once are throttled after 20', async () => {
    const big = await connected();
    big.send('SEND', { destination: '/app/message' }, JSON.stringify({ msgFrom: id1, msgTo: id2, msgType: 0, msgContent: 'x'.repeat(1024 * 1024), convId: conv12 }));
    // the WebSocket layer refuses it before it is buffered (1009 "too big"), or the broker does (4413)
    expect([1009, 4413]).toContain((await big.closed()).code);

    const flood = await connected();
    flood.send('SUBSCRIBE', { id: 'e', destination: '/user/queue/errors' });
    for (let k = 0; k < 100; k += 1) {
      flood.send('SEND', { destination: '/app/message', receipt: `f${k}` }, JSON.stringify({ msgFrom: id1, msgTo: id2, msgType: 0, msgContent: `洪水 ${k}`, convId: conv12 }));
    }
    const limited = await flood.next('MESSAGE', (f) => f.headers['receipt-id'] === 'f20');
    expect(JSON.parse(limited.body).code).toBe(429);
    flood.close();
  });
});

describe('security 34: an outbox resend over the socket is stored once', () => {
  it('security 34: two SENDs with one clientMsgId get two RECEIPTs and one stored message', async () => {
    const raw = new RawSocket(urlWith(await ticket(t1)));
    expect((await raw.connect()).command).toBe('CONNECTED');
    const body = JSON.stringify({ msgFrom: id1, msgTo: id2, msgType: 0, msgContent: '重连后补发', convId: conv12, clientMsgId: 'socket-outbox-01' });
    raw.send('SEND', { destination: '/app/message', receipt: 'o1' }, body);
    raw.send('SEND', { destination: '/app/message', receipt: 'o2' }, body);
    await raw.next('RECEIPT', (f) => f.headers['receipt-id'] === 'o1');
    await raw.next('RECEIPT', (f) => f.headers['receipt-id'] === 'o2');
    const n = await withDb(api, async (db) => (await db.prepare("SELECT COUNT(*) AS n FROM messages WHERE msg_content = '重连后补发'").get() as { n: number }).n);
    expect(n).toBe(1);
    raw.close();
  });
});
