import { createHash, timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { REVALIDATE_SECRET_HEADER, revalidateBodySchema } from '@/lib/contract/revalidate';
import { serverEnv } from '@/lib/env';

/**
 * The tag-revalidation hook the API calls when news or posts change (DESIGN.md §5): `POST` with
 * `REVALIDATE_SECRET` in the `x-revalidate-secret` header and `{tags: string[]}`. 401 for a missing or
 * wrong secret (and always when the web has no secret), 403 for a browser's cross-site request, 400 for a
 * bad body, 200 after revalidating.
 * Tags expire at once (`{expire: 0}`): the next visit renders fresh data instead of serving the stale
 * page once more, so an edit shows on the author's next load.
 */
export const dynamic = 'force-dynamic';

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** Constant-time comparison of two secrets of any length (their digests have equal length). */
function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

function answer(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
}

/**
 * A browser's cross-site request (attack list 12): an `Origin` that is not the site's (`null` included) or
 * `Sec-Fetch-Site: cross-site`. The API calls the hook server to server, without either.
 */
function crossSite(request: Request, siteUrl: string): boolean {
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== new URL(siteUrl).origin) return true;
  return request.headers.get('sec-fetch-site') === 'cross-site';
}

export async function POST(request: Request): Promise<Response> {
  const env = serverEnv();
  if (crossSite(request, env.SITE_URL)) return answer(403, { revalidated: false, message: 'forbidden' });
  const expected = env.REVALIDATE_SECRET;
  const given = request.headers.get(REVALIDATE_SECRET_HEADER);
  if (!expected || !given || !sameSecret(given, expected)) return answer(401, { revalidated: false, message: 'unauthorized' });

  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return answer(400, { revalidated: false, message: 'body: not JSON' });
  }
  const parsed = revalidateBodySchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return answer(400, { revalidated: false, message: `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}` });
  }
  const tags = [...new Set(parsed.data.tags)];
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return answer(200, { revalidated: true, tags });
}
