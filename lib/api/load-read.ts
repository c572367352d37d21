import { CODE_SUCCESS, HTTP_TIMEOUT_MS } from '@/lib/constants';
import { isEnvelope } from '@/lib/api/envelope';
import { nonBusinessError } from '@/lib/api/errors';
import { browserJar } from '@/lib/session/cookie-jar';
import { COOKIE_KEYS } from '@/lib/session/keys';

/** A hand-written check of an answer's `data`: the value (unknown fields dropped), or where it is wrong. */
export type DataCheck<T> = (data: unknown) => { ok: true; value: T } | { ok: false; where: string };

/**
 * A read an island makes as its page loads (the live counts of a news item or post, issue 18 item 6), without
 * the browser client: axios, qs and the zod contracts would be most of a public page's first-load JS
 * (DESIGN.md §6, docs/architecture.md "First-load JS"). A `fetch` GET of the same-origin `/api{path}` with the
 * session's bearer token, as the client sends it; its `data` is checked by hand (`DataCheck`: zod, classic or mini,
 * weighs 23–31 KB gzipped in this build), each check held to its contract's zod schema by a unit test.
 *
 * Only the plain success is handled here (HTTP 2xx, envelope code 0). Any other outcome — 401 (token refresh),
 * 400 (/404), a business code, 5xx, a network failure or timeout — is left to the browser client (lib/api/client.ts),
 * which asks once more and handles the answer as it does for every call.
 */
export async function loadRead<T>(path: string, check: DataCheck<T>): Promise<T> {
  // a visitor holds no token cookie: the session module (cookie crypto) loads only for a member
  const token = browserJar().has(COOKIE_KEYS.token) ? (await import('@/lib/session/session')).getAccessToken() : null;
  let data: unknown;
  try {
    const response = await fetch(`/api${path}`, {
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
    const body: unknown = response.ok ? await response.json() : null;
    if (!isEnvelope(body) || body.code !== CODE_SUCCESS) throw new Error('not a plain success');
    data = body.data ?? null;
  } catch {
    const { clientTransport } = await import('@/lib/api/client');
    data = await clientTransport.get(path);
  }
  const checked = check(data);
  if (checked.ok) return checked.value;
  throw nonBusinessError(`unexpected response (${checked.where})`);
}
