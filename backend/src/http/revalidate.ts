/**
 * Tells the web to drop its cached pages for some cache tags (DESIGN.md §5): a POST of `{tags}` to
 * `WEB_REVALIDATE_URL` with `REVALIDATE_SECRET` in a header. Fire and forget: it never throws, gives up
 * after a short timeout, and does nothing when either variable is unset (the web then refreshes its
 * pages on their own schedule, every 5 minutes).
 */
import { REVALIDATE_SECRET_HEADER } from '../../../lib/contract/revalidate';

export const REVALIDATE_TIMEOUT_MS = 2000;

export interface RevalidateTarget {
  url: string;
  secret: string;
}

/** The hook's address and secret from the environment, or null when the hook is off. */
export function revalidateTarget(vars: Record<string, string | undefined> = process.env): RevalidateTarget | null {
  const url = vars.WEB_REVALIDATE_URL?.trim();
  const secret = vars.REVALIDATE_SECRET;
  return url && secret ? { url, secret } : null;
}

/**
 * Posts the tags to the web; resolves to whether the web accepted them (false when off, down, slow or
 * refusing). Callers do not await it: `void revalidateWeb(newsChangeTags(id))`.
 */
export async function revalidateWeb(tags: string[], target: RevalidateTarget | null = revalidateTarget()): Promise<boolean> {
  if (!target || tags.length === 0) return false;
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [REVALIDATE_SECRET_HEADER]: target.secret },
      body: JSON.stringify({ tags: [...new Set(tags)] }),
      signal: AbortSignal.timeout(REVALIDATE_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}
