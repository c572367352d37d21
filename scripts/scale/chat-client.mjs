// A chat client as the web uses it (issue 26 item 7, scale test): STOMP 1.2 over SockJS at /api/msg/ws with a socket
// ticket from `GET /api/msg/ws/ticket`, subscribed to /user/queue/messages and /user/queue/errors. In Node,
// sockjs-client's websocket transport uses its own driver (faye-websocket) and the HTTP transports Node's http, so no
// global WebSocket is needed (as in tests/backend/msg-broker.test.ts).
import { randomBytes } from 'node:crypto';
import { Client } from '@stomp/stompjs';
import SockJS from 'sockjs-client';

export const CHAT_WS_PATH = '/api/msg/ws';

export class ChatClient {
  /**
   * @param {string} base   the origin the client talks to (an API instance, or nginx)
   * @param {string} token  the member's access token
   * @param {{ transports?: string[], reconnectDelay?: number, name?: string, firstSessionId?: string }} [options]
   *   firstSessionId: the SockJS session id of the first connection (nginx hashes it to choose the instance)
   */
  constructor(base, token, { transports, reconnectDelay = 0, name = 'client', firstSessionId } = {}) {
    this.base = base;
    this.token = token;
    this.name = name;
    /** @type {any[]} every message body received live, in order */
    this.messages = [];
    this.errors = [];
    this.receipts = [];
    /** SockJS session ids this client opened, in order (nginx's sticky key) */
    this.sessions = [];
    this.connects = 0;
    this.closes = 0;
    this.connected = false;
    this.listeners = new Set();
    let url = '';
    this.client = new Client({
      beforeConnect: async () => {
        url = await this.ticketUrl();
      },
      webSocketFactory: () => {
        const sessionId = () => {
          const sid = this.sessions.length === 0 && firstSessionId ? firstSessionId : randomBytes(8).toString('hex');
          this.sessions.push(sid);
          return sid;
        };
        return new SockJS(url, undefined, { sessionId, ...(transports ? { transports } : {}) });
      },
      reconnectDelay,
      heartbeatIncoming: 0,
      heartbeatOutgoing: 0,
      debug: () => {},
    });
    this.client.onConnect = () => {
      this.client.watchForReceipt(`ready-${this.connects + 1}`, () => {
        this.connects += 1;
        this.connected = true;
        this.notify();
      });
      this.client.subscribe('/user/queue/messages', (m) => {
        this.messages.push(JSON.parse(m.body));
        this.notify();
      });
      this.client.subscribe(
        '/user/queue/errors',
        (m) => {
          this.errors.push(JSON.parse(m.body));
          this.notify();
        },
        { receipt: `ready-${this.connects + 1}` },
      );
    };
    this.client.onWebSocketClose = () => {
      this.connected = false;
      this.closes += 1;
      this.notify();
    };
    this.client.onUnhandledReceipt = (frame) => {
      this.receipts.push(frame.headers['receipt-id'] ?? '');
      this.notify();
    };
    this.client.onStompError = (frame) => {
      this.errors.push({ stomp: frame.headers.message ?? frame.body });
      this.notify();
    };
  }

  async ticketUrl() {
    const res = await fetch(`${this.base}/api/msg/ws/ticket`, { headers: { authorization: `Bearer ${this.token}` } });
    const body = await res.json();
    if (body.code !== 0) throw new Error(`${this.name}: no ticket: ${JSON.stringify(body).slice(0, 200)}`);
    return `${this.base}${CHAT_WS_PATH}?access_token=${encodeURIComponent(body.data.ticket)}`;
  }

  start() {
    this.client.activate();
    return this;
  }

  notify() {
    for (const l of this.listeners) l();
  }

  /** Resolves with check()'s first defined value, re-checked after every event; rejects after `ms`. */
  waitFor(what, check, ms = 15_000) {
    return new Promise((resolve, reject) => {
      const done = (fn) => {
        clearTimeout(timer);
        this.listeners.delete(wake);
        fn();
      };
      const wake = () => {
        const value = check();
        if (value !== undefined) done(() => resolve(value));
      };
      const timer = setTimeout(() => done(() => reject(new Error(`${this.name}: timed out waiting for ${what}`))), ms);
      this.listeners.add(wake);
      wake();
    });
  }

  /** Connected and subscribed `n` times in all (1: the first connection; 2: after one reconnect). */
  ready(n = 1, ms) {
    return this.waitFor(`connection #${n}`, () => (this.connected && this.connects >= n ? true : undefined), ms);
  }

  message(match, ms) {
    return this.waitFor('a message', () => this.messages.find(match), ms);
  }

  receipt(id, ms) {
    return this.waitFor(`receipt ${id}`, () => (this.receipts.includes(id) ? id : undefined), ms);
  }

  send(body, receipt) {
    this.client.publish({ destination: '/app/message', body: JSON.stringify(body), headers: { receipt } });
  }

  async stop() {
    await this.client.deactivate().catch(() => {});
  }
}
