/**
 * The real-time channel (J44–J51) with a fake stompjs client: one connection however often start() runs,
 * the 5 s reconnect delay, subscriptions on every connect, catch-up after a reconnect, sends resolved by
 * RECEIPT and rejected by the error-queue message with the same receipt id, and stop() on logout.
 */
import type { IFrame } from '@stomp/stompjs';
import { describe, expect, it, vi } from 'vitest';
import {
  createRealtime,
  ERRORS_QUEUE,
  HEARTBEAT_MS,
  PROBE_EVERY_MS,
  SILENCE_CHECK_MS,
  SILENT_AFTER_MS,
  MESSAGES_QUEUE,
  RECONNECT_DELAY_MS,
  SEND_DESTINATION,
  type RealtimeClientConfig,
  type StompClientLike,
} from '@/lib/chat/realtime';
import type { Message } from '@/lib/contract/msg';

type Callback = (m: { body: string; headers: Record<string, string> }) => void;

class FakeClient implements StompClientLike {
  connected = false;
  activated = 0;
  deactivated = 0;
  subscriptions: { destination: string; callback: Callback }[] = [];
  published: { destination: string; headers?: Record<string, string>; body?: string }[] = [];
  receipts = new Map<string, (frame: IFrame) => void>();
  constructor(readonly config: RealtimeClientConfig) {}
  activate() {
    this.activated += 1;
  }
  async deactivate() {
    this.deactivated += 1;
    this.connected = false;
  }
  publish(params: { destination: string; headers?: Record<string, string>; body?: string }) {
    this.published.push(params);
  }
  subscribe(destination: string, callback: Callback) {
    this.subscriptions.push({ destination, callback });
    return { unsubscribe: () => undefined };
  }
  watchForReceipt(id: string, callback: (frame: IFrame) => void) {
    this.receipts.set(id, callback);
  }
  forced = 0;
  /** stompjs with discardWebsocketOnCommFailure: the socket is discarded and its close reported at once. */
  forceDisconnect() {
    this.forced += 1;
    if (this.connected) this.drop();
  }
  /** A heart-beat from the broker. */
  beat() {
    (this.config.onHeartbeatReceived as () => void)();
  }
  /** The broker accepted CONNECT (first connect or a reconnect). */
  connect() {
    this.connected = true;
    this.subscriptions = [];
    (this.config.onConnect as () => void)();
  }
  /** The socket dropped; stompjs would reconnect after reconnectDelay. */
  drop() {
    this.connected = false;
    (this.config.onWebSocketClose as (e: unknown) => void)({});
  }
  deliver(destination: string, body: unknown, headers: Record<string, string> = {}) {
    for (const s of this.subscriptions.filter((x) => x.destination === destination)) s.callback({ body: JSON.stringify(body), headers });
  }
}

const message: Message = { id: 9, convId: 3, msgFrom: 1002, msgTo: 1001, msgType: 0, msgContent: '您好', sentTime: '2026-01-01 10:00:00', isRead: 0 };
const outgoing = { msgFrom: 1001, msgTo: 1002, msgType: 0, msgContent: '在的', convId: 3, sentTime: '2026-01-01 10:00:05' };

function setup(tickets: (string | null)[] = ['tick et'], extra: { backoffMs?: number; probe?: () => Promise<boolean> } = {}) {
  const clients: FakeClient[] = [];
  const onMessage = vi.fn();
  const onReconnect = vi.fn();
  const onError = vi.fn();
  const onDrop = vi.fn();
  const waits: number[] = [];
  let issued = 0;
  const channel = createRealtime({
    ticket: async () => {
      const next = tickets[Math.min(issued, tickets.length - 1)] ?? null;
      issued += 1;
      if (next === 'throw') throw new Error('network');
      return next;
    },
    backoff: (attempt) => {
      waits.push(attempt);
      return extra.backoffMs ?? 1;
    },
    probe: extra.probe,
    onMessage,
    onReconnect,
    onError,
    onDrop,
    createClient: (config) => {
      const c = new FakeClient(config);
      clients.push(c);
      return c;
    },
  });
  return { channel, clients, onMessage, onReconnect, onError, onDrop, waits, issued: () => issued };
}

describe('realtime channel', () => {
  it('J44/J45 opens one client at /api/msg/ws?access_token=<ticket>, however often started', async () => {
    const { channel, clients } = setup();
    await Promise.all([channel.start(), channel.start()]);
    await channel.start();
    expect(clients).toHaveLength(1);
    expect(clients[0]!.activated).toBe(1);
    expect(clients[0]!.config.reconnectDelay).toBe(RECONNECT_DELAY_MS);
    await (clients[0]!.config.beforeConnect as () => Promise<void>)();
    expect(clients[0]!.config.url()).toBe('/api/msg/ws?access_token=tick%20et');
  });

  it('security 32: every (re)connect fetches a fresh ticket first; without one the URL carries nothing (the broker refuses, the loop goes on)', async () => {
    const { channel, clients, issued } = setup(['first', 'throw', 'third']);
    await channel.start();
    const client = clients[0]!;
    const beforeConnect = client.config.beforeConnect as () => Promise<void>;
    await beforeConnect();
    expect(client.config.url()).toBe('/api/msg/ws?access_token=first');
    client.connect();
    client.drop();
    await expect(beforeConnect()).resolves.toBeUndefined();
    expect(client.config.url()).toBe('/api/msg/ws');
    client.drop();
    await beforeConnect();
    expect(client.config.url()).toBe('/api/msg/ws?access_token=third');
    expect(issued()).toBe(3);
  });

  it('security 34: after a drop it waits the back-off of attempt 1, 2, 3 … and starts again at 1 after a connect; every drop is reported', async () => {
    const { channel, clients, waits, onDrop } = setup();
    await channel.start();
    const client = clients[0]!;
    const beforeConnect = client.config.beforeConnect as () => Promise<void>;
    await beforeConnect();
    expect(waits).toEqual([]);
    client.connect();
    client.drop();
    await beforeConnect();
    client.drop();
    await beforeConnect();
    client.drop();
    await beforeConnect();
    expect(waits).toEqual([1, 2, 3]);
    client.connect();
    client.drop();
    await beforeConnect();
    expect(waits).toEqual([1, 2, 3, 1]);
    expect(onDrop).toHaveBeenCalledTimes(4);
  });

  it('subscribes to the message and error queues on every connect and reloads after a reconnect', async () => {
    const { channel, clients, onMessage, onReconnect } = setup();
    await channel.start();
    const client = clients[0]!;
    client.connect();
    expect(client.subscriptions.map((s) => s.destination)).toEqual([MESSAGES_QUEUE, ERRORS_QUEUE]);
    expect(onReconnect).not.toHaveBeenCalled();
    expect(channel.isConnected()).toBe(true);

    client.deliver(MESSAGES_QUEUE, message);
    expect(onMessage).toHaveBeenCalledWith(message);

    client.drop();
    expect(channel.isConnected()).toBe(false);
    client.connect();
    // catch-up: whatever arrived while the socket was down is reloaded
    expect(onReconnect).toHaveBeenCalledTimes(1);
    expect(client.subscriptions.map((s) => s.destination)).toEqual([MESSAGES_QUEUE, ERRORS_QUEUE]);
    expect(clients).toHaveLength(1);
  });

  it('J37 publishes to /app/message with a receipt and resolves on RECEIPT', async () => {
    const { channel, clients } = setup();
    await channel.start();
    const client = clients[0]!;
    client.connect();
    const sent = channel.send(outgoing);
    const frame = client.published[0]!;
    expect(frame.destination).toBe(SEND_DESTINATION);
    expect(JSON.parse(frame.body ?? '')).toEqual(outgoing);
    const receipt = frame.headers?.receipt ?? '';
    expect(receipt).not.toBe('');
    client.receipts.get(receipt)!({ command: 'RECEIPT', headers: { 'receipt-id': receipt } } as unknown as IFrame);
    await expect(sent).resolves.toBeUndefined();
  });

  it('J35 a rule failure on the error queue rejects the send with its code and msg', async () => {
    const { channel, clients, onError } = setup();
    await channel.start();
    const client = clients[0]!;
    client.connect();
    const sent = channel.send(outgoing);
    const receipt = client.published[0]!.headers!.receipt!;
    client.deliver(ERRORS_QUEUE, { code: 20041, msg: 'not a friend', convId: 3, 'receipt-id': receipt });
    await expect(sent).rejects.toMatchObject({ code: 20041, msg: 'not a friend' });
    client.deliver(ERRORS_QUEUE, { code: 429, msg: 'too many', convId: null });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 429 }));
  });

  it('a send while disconnected fails at once; a dropped socket fails the pending sends', async () => {
    const { channel, clients } = setup();
    await expect(channel.send(outgoing)).rejects.toMatchObject({ code: -1000 });
    await channel.start();
    clients[0]!.connect();
    const sent = channel.send(outgoing);
    clients[0]!.drop();
    await expect(sent).rejects.toMatchObject({ code: -1000 });
  });

  it('J51 stop() deactivates; nothing is delivered afterwards and the next start opens a fresh client', async () => {
    const { channel, clients, onMessage } = setup();
    await channel.start();
    const client = clients[0]!;
    client.connect();
    await channel.stop();
    expect(client.deactivated).toBe(1);
    client.deliver(MESSAGES_QUEUE, message);
    expect(onMessage).not.toHaveBeenCalled();
    await channel.start();
    expect(clients).toHaveLength(2);
  });

  it(`issue 30 item 6: heart-beats go both ways; ${SILENT_AFTER_MS / 1000} s without a sound from the broker drops the socket and reports it (the banner), beats and frames keep it`, async () => {
    vi.useFakeTimers();
    try {
      const { channel, clients, onDrop } = setup();
      await channel.start();
      const client = clients[0]!;
      expect(client.config.heartbeatIncoming).toBe(HEARTBEAT_MS);
      expect(client.config.heartbeatOutgoing).toBe(HEARTBEAT_MS);
      expect(client.config.discardWebsocketOnCommFailure).toBe(true);
      client.connect();
      // a live broker: a beat every 10 s, a message now and then
      for (let i = 0; i < 3; i += 1) {
        await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
        client.beat();
      }
      await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
      client.deliver(MESSAGES_QUEUE, message);
      expect(client.forced).toBe(0);
      expect(channel.isConnected()).toBe(true);
      // the API freezes: nothing more arrives
      await vi.advanceTimersByTimeAsync(SILENT_AFTER_MS - SILENCE_CHECK_MS);
      expect(client.forced).toBe(0);
      await vi.advanceTimersByTimeAsync(2 * SILENCE_CHECK_MS);
      expect(client.forced).toBe(1);
      expect(onDrop).toHaveBeenCalledTimes(1);
      expect(channel.isConnected()).toBe(false);
      await channel.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('issue 30 item 6: after a drop the back-off ends as soon as a probe finds the API answering again', async () => {
    vi.useFakeTimers();
    try {
      let up = false;
      const probe = vi.fn(async () => up);
      const { channel, clients, issued } = setup(['t'], { backoffMs: 30_000, probe });
      await channel.start();
      const client = clients[0]!;
      const beforeConnect = client.config.beforeConnect as () => Promise<void>;
      await beforeConnect();
      client.connect();
      client.drop();
      let reconnecting = false;
      void beforeConnect().then(() => (reconnecting = true));
      await vi.advanceTimersByTimeAsync(3 * PROBE_EVERY_MS);
      expect(reconnecting).toBe(false);
      expect(probe).toHaveBeenCalledTimes(3);
      up = true;
      await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS);
      expect(reconnecting).toBe(true);
      expect(issued()).toBe(2);
      // and no probing once connected
      await vi.advanceTimersByTimeAsync(5 * PROBE_EVERY_MS);
      expect(probe).toHaveBeenCalledTimes(4);
      await channel.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('issue 30 item 6: a socket refused while the API answers (an origin it does not accept) waits its whole back-off', async () => {
    vi.useFakeTimers();
    try {
      const probe = vi.fn(async () => true);
      const { channel, clients, issued } = setup(['t'], { backoffMs: 10 * PROBE_EVERY_MS, probe });
      await channel.start();
      const client = clients[0]!;
      const beforeConnect = client.config.beforeConnect as () => Promise<void>;
      await beforeConnect();
      // the handshake is refused: the socket closes without ever connecting
      client.drop();
      let reconnecting = false;
      void beforeConnect().then(() => (reconnecting = true));
      await vi.advanceTimersByTimeAsync(9 * PROBE_EVERY_MS);
      expect(probe).toHaveBeenCalledTimes(9);
      expect(reconnecting).toBe(false);
      expect(issued()).toBe(1);
      await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS);
      expect(reconnecting).toBe(true);
      expect(issued()).toBe(2);
      await channel.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
