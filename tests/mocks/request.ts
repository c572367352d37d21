import { http, HttpResponse } from 'msw';
import type { Answer, Reply } from './envelope';
import { API } from './server';

/** What a mocked call carried, read inside a handler so a test can assert what the app sent. */

/** The query string as a plain object (`{noticeType: '1', current: '1', …}`). */
export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

/** The JSON body. */
export async function bodyOf<T = unknown>(request: Request): Promise<T> {
  return (await request.clone().json()) as T;
}

/** One call as the API saw it: method, path under `/api`, query (repeated keys as arrays) and JSON body. */
export interface SentCall {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  body: unknown;
}

export async function sentCall(request: Request): Promise<SentCall> {
  const url = new URL(request.url);
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    query[key] = all.length > 1 ? all : (all[0] ?? '');
  }
  const text = request.method === 'GET' ? '' : await request.clone().text();
  return { method: request.method, path: url.pathname.replace(/^\/api/, ''), query, body: text ? (JSON.parse(text) as unknown) : undefined };
}

/** A reply that first records the call into `calls` (in the order the app made them). */
export function recorded<T>(calls: SentCall[], reply: Reply<T>): Reply<T> {
  return async (request) => {
    calls.push(await sentCall(request));
    return typeof reply === 'function' ? (reply as (r: typeof request) => Answer<T> | Promise<Answer<T>>)(request) : reply;
  };
}

/** The calls to one method and path. */
export function callsTo(calls: readonly SentCall[], method: string, path: string): SentCall[] {
  return calls.filter((c) => c.method === method && c.path === path);
}

/**
 * Records every other call under `/api` (answered 404), for tests that assert what was not sent: put it last
 * in a `server.use` list so the family handlers before it answer first.
 */
export function otherCalls(calls: SentCall[]) {
  return http.all(`${API}/*`, async ({ request }) => {
    calls.push(await sentCall(request));
    return HttpResponse.json({ code: 404, msg: 'not found', data: null });
  });
}
