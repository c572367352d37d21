/**
 * Two API instances on one database and one Redis behave as one (issue 26, docs/shared-state.md): `buildApp` twice
 * on the same SQLite file with the same `REDIS_URL` and key prefix, both listening, driven as clients drive them.
 *
 * Runs only in the Redis run (`npx vitest run --config tests/backend/state-redis.vitest.config.mts`, whose global
 * setups seed the template database and start a throwaway redis-server); its name keeps it out of the ordinary
 * backend run, and without a Redis URL it declares nothing.
 */
import { randomUUID } from 'node:crypto';
import { Client, type IStompSocket } from '@stomp/stompjs';
import type { FastifyInstance } from 'fastify';
import SockJS from 'sockjs-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../backend/src/app';
import type { ApiEnv } from '../../backend/src/config';
import { CHAT_WS_PATH } from '../../backend/src/realtime/broker';
import { encodeFrame, FrameDecoder, type StompFrame } from '../../backend/src/realtime/frames';
import { orderExpirySweepRuns } from '../../backend/src/routes/ec';
import { call, CLIENT_BASIC, createTestApi, DEMO, loginDemo, type Loose, type TestApi } from './helpers';
import { sleep, testRedisUrl } from './state-targets';

const WAIT_MS = 8000;
const SWEEP_MS = 300;
const SEND_LIMIT = 6;

/** Polls `check` until it answers a value (every 10 ms, up to WAIT_MS). */
async function until<T>(what: string, check: () => T | undefined): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

interface Instance {
  api: TestApi;
  base: string;
}

async function listening(api: TestApi): Promise<Instance> {
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  const address = api.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { api, base: `http://127.0.0.1:${address.port}` };
}

/** A second app on the database file of `first` (what a second API instance is), closed with the test file. */
async function twinOf(first: TestApi, env: Partial<ApiEnv>): Promise<TestApi> {
  const app: FastifyInstance = await buildApp({ dbPath: first.dbPath, env: { ...env, databaseUrl: first.databaseUrl } });
  await app.ready();
  return { app, dbPath: first.dbPath, databaseUrl: first.databaseUrl, db: first.db, dir: first.dir, close: () => app.close() };
}

async function ticketOf(instance: Instance, token: string): Promise<string> {
  const answer = await call(instance.api, 'GET', '/msg/ws/ticket', { token });
  if (answer.body.code !== 0) throw new Error(`no ticket: ${JSON.stringify(answer.body)}`);
  return answer.body.data.ticket as string;
}

function socketUrl(instance: Instance, ticket: string): string {
  return `${instance.base}${CHAT_WS_PATH}?access_token=${encodeURIComponent(ticket)}`;
}

const openClients: { close(): void }[] = [];

/** A SockJS connection speaking raw STOMP: CONNECT with the URL's ticket, and the frames that come back. */
class RawClient {
  private readonly sock: WebSocket;
  private readonly frames: StompFrame[] = [];
  private readonly decoder = new FrameDecoder(1024 * 1024);
  private opened = false;
  closed: number | null = null;

  constructor(url: string) {
    this.sock = new SockJS(url);
    this.sock.onopen = () => (this.opened = true);
    this.sock.onmessage = (event: MessageEvent<string>) => this.frames.push(...this.decoder.push(event.data));
    this.sock.onclose = (event: CloseEvent) => (this.closed = event.code);
    openClients.push(this);
  }

  /** The answer to CONNECT: CONNECTED or ERROR. */
  async connect(): Promise<StompFrame> {
    await until('open', () => (this.opened ? true : undefined));
    this.sock.send(encodeFrame('CONNECT', { 'accept-version': '1.2', host: 'localhost', 'heart-beat': '0,0' }));
    return until('CONNECTED or ERROR', () => this.frames.find((f) => f.command === 'CONNECTED' || f.command === 'ERROR'));
  }

  close(): void {
    if (this.closed === null) this.sock.close();
  }
}

/** The web's client (@stomp/stompjs over sockjs-client) with a ticket of `instance`, subscribed to its messages. */
class StompClient {
  readonly messages: Loose[] = [];
  readonly receipts: string[] = [];
  private readonly client: Client;
  private ready = false;

  constructor(instance: Instance, token: string) {
    let url = '';
    this.client = new Client({
      beforeConnect: async () => {
        url = socketUrl(instance, await ticketOf(instance, token));
      },
      webSocketFactory: () => new SockJS(url) as unknown as IStompSocket,
      reconnectDelay: 0,
      heartbeatIncoming: 0,
      heartbeatOutgoing: 0,
    });
    this.client.onConnect = () => {
      this.client.watchForReceipt('ready', () => (this.ready = true));
      this.client.subscribe('/user/queue/messages', (m) => this.messages.push(JSON.parse(m.body) as Loose), { receipt: 'ready' });
    };
    this.client.onUnhandledReceipt = (frame) => this.receipts.push(frame.headers['receipt-id'] ?? '');
    this.client.activate();
    openClients.push({ close: () => void this.client.deactivate() });
  }

  async connected(): Promise<void> {
    await until('connected', () => (this.ready ? true : undefined));
  }

  send(body: Record<string, unknown>, receipt: string): void {
    this.client.publish({ destination: '/app/message', body: JSON.stringify(body), headers: { receipt } });
  }

  /** The messages whose content starts with `tag`. */
  tagged(tag: string): string[] {
    return this.messages.map((m) => String(m.msgContent)).filter((content) => content.startsWith(tag));
  }
}

const redisUrl = testRedisUrl();

if (redisUrl) {
  let a: Instance;
  let b: Instance;
  let t1: string;
  let t2: string;
  let id1: number;
  let id2: number;
  let conv12: number;

  beforeAll(async () => {
    const env: Partial<ApiEnv> = {
      redisUrl,
      redisKeyPrefix: `test:${randomUUID()}:`,
      chatSendLimit: SEND_LIMIT,
      orderExpirySweepMs: SWEEP_MS,
      responseCacheMs: 60_000,
    };
    const first = await createTestApi(env);
    a = await listening(first);
    b = await listening(await twinOf(first, env));
    const [one, two] = await Promise.all([loginDemo(a.api, DEMO.first), loginDemo(b.api, DEMO.second)]);
    t1 = one.access_token;
    t2 = two.access_token;
    id1 = one.memberId;
    id2 = two.memberId;
    conv12 = (await call(a.api, 'POST', '/msg/conversation', { token: t1, json: { members: [id2] } })).body.data.id;
  });

  afterAll(async () => {
    for (const client of openClients) client.close();
    await b?.api.close();
    await a?.api.close();
  });

  describe('two API instances on one Redis', () => {
    it('chat: messages sent through instance A reach the friend’s socket on instance B exactly once, in order', async () => {
      const sender = new StompClient(a, t1);
      const friend = new StompClient(b, t2);
      const friendOnA = new StompClient(a, t2);
      await Promise.all([sender.connected(), friend.connected(), friendOnA.connected()]);
      const tag = `x-${randomUUID().slice(0, 8)}:`;
      // over the socket of A
      for (let i = 0; i < 5; i += 1) sender.send({ msgFrom: id1, msgTo: id2, msgType: 0, msgContent: `${tag}${i}`, convId: conv12 }, `r${i}`);
      await until('receipts', () => (sender.receipts.length >= 5 ? true : undefined));
      // and over REST on A
      const rest = await call(a.api, 'POST', '/msg/messages', { token: t1, json: { convId: conv12, msgTo: id2, msgType: 0, msgContent: `${tag}5` } });
      expect(rest.body.code).toBe(0);
      const expected = [0, 1, 2, 3, 4, 5].map((i) => `${tag}${i}`);
      await until('all messages on B', () => (friend.tagged(tag).length >= expected.length ? true : undefined));
      await until('all messages on A', () => (friendOnA.tagged(tag).length >= expected.length ? true : undefined));
      await sleep(300);
      expect(friend.tagged(tag)).toEqual(expected);
      expect(friendOnA.tagged(tag)).toEqual(expected);
      // the sender's socket is not echoed what it sent itself; the REST send reaches it
      expect(sender.tagged(tag)).toEqual([`${tag}5`]);
    });

    it('a socket ticket issued by A is accepted once by B, then refused on either', async () => {
      const ticket = await ticketOf(a, t2);
      const first = new RawClient(socketUrl(b, ticket));
      const connected = await first.connect();
      expect(connected.command).toBe('CONNECTED');
      expect(connected.headers['user-name']).toBe(String(id2));
      for (const instance of [b, a]) {
        const replay = new RawClient(socketUrl(instance, ticket));
        const refused = await replay.connect();
        expect(refused.command).toBe('ERROR');
        expect(refused.headers.message).toBe('unauthorized');
      }
      first.close();
    });

    it('the refresh grace window holds across A and B: racing refreshes on both rotate once and all get one pair', async () => {
      const login = await loginDemo(a.api, DEMO.second);
      const refresh = (instance: Instance) =>
        call(instance.api, 'POST', '/auth/oauth/token', {
          headers: { authorization: CLIENT_BASIC },
          form: { grant_type: 'refresh_token', scope: 'server', refresh_token: login.refresh_token },
        });
      const racing = await Promise.all([a, b, a, b].map(refresh));
      expect(racing.map((answer) => answer.body.code)).toEqual([0, 0, 0, 0]);
      expect(new Set(racing.map((answer) => answer.body.data.refresh_token)).size).toBe(1);
      const pair = racing[0]!.body.data;
      expect(pair.refresh_token).not.toBe(login.refresh_token);
      // a later one on either instance, inside the window, gets the same pair
      expect((await refresh(b)).body.data.access_token).toBe(pair.access_token);
      expect((await call(b.api, 'GET', '/admin/member/basic-info', { token: pair.access_token })).body.code).toBe(0);
      expect((await call(a.api, 'GET', '/admin/member/basic-info', { token: login.access_token })).status).toBe(401);
      // the new pair rotates in its turn (on the other instance)
      const next = await call(a.api, 'POST', '/auth/oauth/token', {
        headers: { authorization: CLIENT_BASIC },
        form: { grant_type: 'refresh_token', scope: 'server', refresh_token: pair.refresh_token },
      });
      expect(next.body.code).toBe(0);
      expect(next.body.data.refresh_token).not.toBe(pair.refresh_token);
    });

    it('the REST chat send limit holds across both instances', async () => {
      const send = (instance: Instance, i: number) =>
        call(instance.api, 'POST', '/msg/messages', { token: t2, json: { convId: conv12, msgTo: id1, msgType: 0, msgContent: `limit ${i}` } });
      const answers = await Promise.all(Array.from({ length: SEND_LIMIT + 4 }, (_, i) => send(i % 2 === 0 ? a : b, i)));
      const passed = answers.filter((answer) => answer.body.code === 0);
      const limited = answers.filter((answer) => answer.status === 429);
      expect(passed).toHaveLength(SEND_LIMIT);
      expect(limited).toHaveLength(4);
      expect(limited[0]!.headers['retry-after']).toBeDefined();
    });

    it('a write on A clears the answers B cached', async () => {
      await call(b.api, 'GET', '/post/posts/page');
      expect((await call(b.api, 'GET', '/post/posts/page')).headers['x-cache']).toBe('hit');
      await loginDemo(a.api, DEMO.first);
      expect((await call(b.api, 'GET', '/post/posts/page')).headers['x-cache']).toBeUndefined();
      expect((await call(b.api, 'GET', '/post/posts/page')).headers['x-cache']).toBe('hit');
    });

    it('the order-expiry sweep runs on one instance per period, not on each', async () => {
      const runs = () => orderExpirySweepRuns(a.api.app.server) + orderExpirySweepRuns(b.api.app.server);
      const before = runs();
      const started = Date.now();
      await sleep(12 * SWEEP_MS);
      const periods = (Date.now() - started) / SWEEP_MS;
      const ran = runs() - before;
      // each instance ticks every period: both running would be ≈ 2 × periods; the lease allows one per ≥ 0.9 period
      expect(ran).toBeGreaterThanOrEqual(3);
      expect(ran).toBeLessThanOrEqual(Math.ceil(periods / 0.9) + 1);
    });
  });
}
