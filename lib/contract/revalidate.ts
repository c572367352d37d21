/**
 * The tag-revalidation hook (DESIGN.md §5): the API posts `{tags}` to the web's
 * `/api-hooks/revalidate` with the shared secret in a header when news or posts change; the web calls
 * `revalidateTag` for each tag. Tag names are those the server loaders put on their fetches
 * (`lib/api/cache-tags.ts`, the loaders in `components/<domain>/load-*.ts`).
 */
import { z } from 'zod';

/** Header that carries `REVALIDATE_SECRET`. */
export const REVALIDATE_SECRET_HEADER = 'x-revalidate-secret';

/** Path of the hook on the web (outside `/api`, which next.config rewrites to the API). */
export const REVALIDATE_HOOK_PATH = '/api-hooks/revalidate';

/** Base names of the cache tags the loaders use; an item tag is `<base>:<id or code>`. */
export const CACHE_TAG_BASES = ['news', 'flash', 'topic', 'post', 'posts', 'circle', 'people', 'tag', 'tags', 'location', 'site-page', 'hot-keywords', 'company', 'staff'] as const;

const TAG_PATTERN = new RegExp(`^(?:${CACHE_TAG_BASES.join('|')})(?::[A-Za-z0-9_-]{1,64})?$`);

/** At most this many tags per call. */
export const REVALIDATE_MAX_TAGS = 50;

export const revalidateBodySchema = z.object({
  tags: z
    .array(z.string().regex(TAG_PATTERN, 'unknown cache tag'))
    .min(1)
    .max(REVALIDATE_MAX_TAGS),
});
export type RevalidateBody = z.infer<typeof revalidateBodySchema>;

/** Tags a change of one news item makes stale: every news list and that item's detail. */
export function newsChangeTags(id?: number): string[] {
  return id === undefined ? ['news'] : ['news', `news:${id}`];
}

/** Tags a change of one post makes stale: every post list (circles, member homes) and that post's detail. */
export function postChangeTags(id?: number): string[] {
  return id === undefined ? ['post', 'posts'] : ['post', 'posts', `post:${id}`];
}

/** Tags a membership change of one circle makes stale: its page, new members and counts. */
export function circleChangeTags(circleId: number): string[] {
  return ['circle', `circle:${circleId}`];
}

/** Tags a change of one company makes stale: every company list and that company's pages (sections, staff cards). */
export function companyChangeTags(companyId: number): string[] {
  return ['company', `company:${companyId}`];
}

/** Tags a change of one staff profile makes stale: its company's pages and the profile. */
export function staffChangeTags(companyId: number, code: string): string[] {
  return [...companyChangeTags(companyId), `staff:${code}`];
}
