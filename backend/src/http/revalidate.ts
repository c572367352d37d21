/**
 * Tells the web to drop its cached pages for some cache tags (lib/contract/cache-tags.ts, DESIGN.md §5): a POST of `{tags}` to
 * `WEB_REVALIDATE_URL` with `REVALIDATE_SECRET` in a header. Fire and forget: it never throws, gives up
 * after a timeout, and does nothing when either variable is unset (the web then refreshes its pages on
 * their own schedule, every 5 minutes). The same tags are posted once more a few seconds later
 * (`REVALIDATE_REPEAT_MS`, 0 = never): a page the web began rendering before the write, with the old data,
 * may be stored after the first call and would otherwise stay for its 5 minutes; a first call lost to a
 * busy web is covered too.
 *
 * Several web instances (issue 26 item 4): each revalidation is delivered ONCE, to one web instance, which shares it
 * with the others (Next's cache in Redis, page-cache purges over Redis pub/sub; lib/http/purge-bus.ts).
 * `WEB_REVALIDATE_URL` may list several addresses, comma separated (the web instances, or the load balancer's): they
 * are tried in turn until one accepts, starting with the last that did, so a stopped or restarting instance costs
 * one failed attempt instead of a lost revalidation, and instances can be added without telling the API.
 * Posting to every listed instance instead was rejected: the API would have to know every instance (one added later
 * would stay stale), and with a shared cache N deliveries do the same work N times.
 */
import type { CacheTag } from '@/lib/contract/cache-tags';
import { REVALIDATE_SECRET_HEADER } from '@/lib/contract/revalidate';
import { readEnv, type ApiEnv } from '../config';

export const REVALIDATE_TIMEOUT_MS = 10_000;

export interface RevalidateTarget {
  /** One address or several, comma separated: tried in turn until one accepts. */
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
  return revalidateUrls(url).length > 0 && secret ? { url, secret, repeatMs } : null;
}

/** The addresses of `WEB_REVALIDATE_URL`, in order, without blanks or repeats. */
export function revalidateUrls(list: string): string[] {
  return [
    ...new Set(
      list
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    ),
  ];
}

/** Per address list: the index of the address that accepted last, tried first next time. */
const preferred = new Map<string, number>();

/** Delivers the tags once: to the first address (starting with the last good one) that accepts them. */
async function postTags(tags: CacheTag[], target: RevalidateTarget): Promise<boolean> {
  const urls = revalidateUrls(target.url);
  const start = preferred.get(target.url) ?? 0;
  for (let i = 0; i < urls.length; i += 1) {
    const index = (start + i) % urls.length;
    if (await postTagsTo(urls[index]!, tags, target.secret)) {
      preferred.set(target.url, index);
      return true;
    }
  }
  return false;
}

async function postTagsTo(url: string, tags: CacheTag[], secret: string): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [REVALIDATE_SECRET_HEADER]: secret },
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
