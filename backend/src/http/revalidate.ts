/**
 * Tells the web to drop its cached pages for some cache tags (lib/contract/cache-tags.ts, DESIGN.md §5): a POST of `{tags}` to
 * `WEB_REVALIDATE_URL` with `REVALIDATE_SECRET` in a header. Fire and forget: it never throws, gives up
 * after a timeout, and does nothing when either variable is unset (the web then refreshes its pages on
 * their own schedule, every 5 minutes). The same tags are posted once more a few seconds later
 * (`REVALIDATE_REPEAT_MS`, 0 = never): a page the web began rendering before the write, with the old data,
 * may be stored after the first call and would otherwise stay for its 5 minutes; a first call lost to a
 * busy web is covered too.
 */
import type { CacheTag } from '../../../lib/contract/cache-tags';
import { REVALIDATE_SECRET_HEADER } from '../../../lib/contract/revalidate';
import { readEnv, type ApiEnv } from '../config';

export const REVALIDATE_TIMEOUT_MS = 10_000;

export interface RevalidateTarget {
  url: string;
  secret: string;
  /** Delay of the second call (0: none). */
  repeatMs?: number;
}

/** The hook's address and secret from the environment, or null when the hook is off. */
export function revalidateTarget(
  env: Pick<ApiEnv, 'webRevalidateUrl' | 'revalidateSecret' | 'revalidateRepeatMs'> = readEnv(),
): RevalidateTarget | null {
  const { webRevalidateUrl: url, revalidateSecret: secret, revalidateRepeatMs: repeatMs } = env;
  return url && secret ? { url, secret, repeatMs } : null;
}

async function postTags(tags: CacheTag[], target: RevalidateTarget): Promise<boolean> {
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [REVALIDATE_SECRET_HEADER]: target.secret },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(REVALIDATE_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Posts the tags to the web (and again after `repeatMs`); resolves to whether the web accepted the first call
 * (false when off, down, slow or refusing). Callers do not await it: `void revalidateWeb(newsChangeTags(id))`.
 */
export async function revalidateWeb(tags: CacheTag[], target: RevalidateTarget | null = revalidateTarget()): Promise<boolean> {
  if (!target || tags.length === 0) return false;
  const unique = [...new Set(tags)];
  if (target.repeatMs) setTimeout(() => void postTags(unique, target), target.repeatMs).unref();
  return postTags(unique, target);
}
