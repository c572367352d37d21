import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { Duplex } from 'node:stream';
import { API_BODY_LIMIT_BYTES, CODE_FAIL, ERR_SERVICE_BUSY, HTTP_SERVICE_UNAVAILABLE, RETRY_AFTER_SECONDS } from '../constants';
import { drainRefusedBody } from './linger';
import { recordUpstream } from './upstream-health';

/**
 * The same-origin `/api/*` → `API_BASE_URL/*` proxy of the production web server, read at RUN time (issue 26 item 4).
 * next.config.ts's rewrite does the same, but Next freezes rewrites into `routes-manifest.json` at build time, so
 * one build could only ever reach the API it was built against; the web server answers `/api/*` (and the chat
 * socket's WebSocket upgrade) here before Next sees it, so one build serves any `API_BASE_URL` (`next dev` keeps
 * the rewrite). It behaves as Next's proxy did: the upstream `Host`, the request and answer streamed both ways,
 * 30 s of inactivity at most; an unreachable API answers the 503 envelope with `Retry-After` the browser client
 * retries (what lib/http/web-front.ts made of Next's bare 500 before).
 *
 * Bodies (issue 30 item 4): the API reads at most API_BODY_LIMIT_BYTES of a JSON or form body and then stops reading
 * and closes, so a bigger one sent on would be cut mid-upload (EPIPE, a reset: the browser saw a bare 500). The
 * proxy answers such a body itself, before the API sees it, with 413 and the API's own envelope error; uploads
 * (multipart, raw parts) keep the web server's 10 MB limit and the storage routes' own. An answer the API gives
 * before it has read the whole body is passed on, and the rest of the body is read and dropped.
 */

export const API_PREFIX = '/api/';
export const API_PROXY_TIMEOUT_MS = 30_000;

/** Headers of one hop, never forwarded (RFC 9110 §7.6.1). */
const HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

export function isApiPath(url: string | undefined): boolean {
  return !!url && (url.startsWith(API_PREFIX) || url === '/api' || url.startsWith('/api?'));
}

/** `/api/news/1?x` → `<API_BASE_URL path>/news/1?x`. */
export function upstreamPath(base: URL, url: string): string {
  const rest = url.slice('/api'.length);
  return `${base.pathname.replace(/\/+$/, '')}${rest.startsWith('/') || rest.startsWith('?') || rest === '' ? rest : `/${rest}`}`;
}

function forwardHeaders(headers: IncomingHttpHeaders, host: string, keepUpgrade: boolean): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = {};
  for (const [k, v] of Object.entries(headers)) {
    if (v === undefined) continue;
    if (HOP.has(k) && !(keepUpgrade && (k === 'connection' || k === 'upgrade'))) continue;
    out[k] = v;
  }
  out.host = host;
  // A body of unknown length is streamed chunked again by Node.
  if (headers['transfer-encoding'] !== undefined && headers['content-length'] === undefined) out['transfer-encoding'] = 'chunked';
  return out;
}

/** The answer the API gives a body over its limit (`{code: 1, msg: 'input: …'}`), as 413. */
export const BODY_TOO_LARGE_MSG = 'input: Request body is too large';

/** A JSON, form or text body: what the API parses (and limits); uploads are other types. */
function parsedByApi(headers: IncomingHttpHeaders): boolean {
  const type = String(headers['content-type'] ?? '').toLowerCase();
  return type === '' || type.startsWith('application/json') || type.startsWith('application/x-www-form-urlencoded') || type.startsWith('text/');
}

/** Answers 413 with the API's envelope for a parsed body over the API's limit; true when it answered. */
function refuseOversized(req: IncomingMessage, res: ServerResponse, limit: number): boolean {
  const length = Number(req.headers['content-length'] ?? 0);
  if (!(length > limit) || !parsedByApi(req.headers)) return false;
  const body = JSON.stringify({ code: CODE_FAIL, msg: BODY_TOO_LARGE_MSG, data: null });
  res.writeHead(413, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), 'cache-control': 'no-store' });
  res.end(body);
  drainRefusedBody(req);
  return true;
}

function envelope503(res: ServerResponse) {
  const body = JSON.stringify({ code: ERR_SERVICE_BUSY, msg: '服务暂时不可用，请稍后重试', data: null });
  res.writeHead(HTTP_SERVICE_UNAVAILABLE, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'retry-after': String(RETRY_AFTER_SECONDS),
    'cache-control': 'no-store',
  });
  res.end(body);
}

function rawHead(status: string, headers: IncomingHttpHeaders): string {
  const lines = [status];
  for (const [k, v] of Object.entries(headers)) {
    if (v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v]) lines.push(`${k}: ${one}`);
  }
  return `${lines.join('\r\n')}\r\n\r\n`;
}

export interface ApiProxy {
  /** Proxies an `/api` request; false when the path is not the API's. */
  request(req: IncomingMessage, res: ServerResponse): boolean;
  /** Proxies an `/api` WebSocket upgrade (the chat socket); false when the path is not the API's. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  readonly target: string;
}

export function createApiProxy(apiBaseUrl: string, options: { timeoutMs?: number; now?: () => number; bodyLimitBytes?: number } = {}): ApiProxy {
  const base = new URL(apiBaseUrl);
  const client = base.protocol === 'https:' ? https : http;
  const agent = new client.Agent({ keepAlive: true, maxSockets: 512 });
  const timeoutMs = options.timeoutMs ?? API_PROXY_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const bodyLimit = options.bodyLimitBytes ?? API_BODY_LIMIT_BYTES;
  const target = { protocol: base.protocol, hostname: base.hostname.replace(/^\[|\]$/g, ''), port: base.port || undefined };

  const request = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!isApiPath(req.url)) return false;
    if (refuseOversized(req, res, bodyLimit)) return true;
    const upstream = client.request({ ...target, agent, method: req.method, path: upstreamPath(base, req.url!), headers: forwardHeaders(req.headers, base.host, false) });
    upstream.setTimeout(timeoutMs, () => upstream.destroy(new Error('API proxy timeout')));
    /** The API has answered (whether or not it read the whole body). */
    let answered = false;
    upstream.on('response', (answer) => {
      answered = true;
      const headers: IncomingHttpHeaders = {};
      for (const [k, v] of Object.entries(answer.headers)) if (v !== undefined && !HOP.has(k)) headers[k] = v;
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
      answer.pipe(res);
      answer.on('error', () => res.destroy());
      if (!req.readableEnded) {
        // answered early (a refusal): the rest of the body goes nowhere, and the client still reads the answer
        req.unpipe(upstream);
        drainRefusedBody(req);
      }
    });
    upstream.on('error', () => {
      // the API closing a connection after its answer (the body it would not read) is not an outage
      if (answered) return;
      recordUpstream(false, now());
      if (!res.headersSent) envelope503(res);
      else res.destroy();
    });
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
    return true;
  };

  const upgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): boolean => {
    if (!isApiPath(req.url)) return false;
    const upstream = client.request({ ...target, method: req.method, path: upstreamPath(base, req.url!), headers: forwardHeaders(req.headers, base.host, true) });
    const fail = () => socket.destroy();
    socket.on('error', () => upstream.destroy());
    upstream.on('error', fail);
    upstream.on('response', (answer) => {
      // the API refused the upgrade: pass its answer on
      socket.write(rawHead(`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}`, answer.headers));
      answer.pipe(socket);
    });
    upstream.on('upgrade', (answer, upSocket, upHead) => {
      upSocket.on('error', fail);
      socket.on('close', () => upSocket.destroy());
      upSocket.on('close', () => socket.destroy());
      if (upHead.length) upSocket.unshift(upHead);
      socket.write(rawHead('HTTP/1.1 101 Switching Protocols', answer.headers));
      if (head.length) upSocket.write(head);
      upSocket.pipe(socket).pipe(upSocket);
    });
    upstream.end();
    return true;
  };

  return { request, upgrade, target: base.href };
}
