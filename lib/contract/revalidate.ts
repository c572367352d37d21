/**
 * The tag-revalidation hook (DESIGN.md §5): the API posts `{tags}` to the web's
 * `/api-hooks/revalidate` with the shared secret in a header when news or posts change; the web calls
 * `revalidateTag` for each tag. Only tags `lib/contract/cache-tags.ts` can produce are accepted (`isKnownTag`):
 * the same module names the tags of the loaders in `lib/data/*`.
 */
import { z } from 'zod';
import { isKnownTag } from './cache-tags';

/** Header that carries `REVALIDATE_SECRET`. */
export const REVALIDATE_SECRET_HEADER = 'x-revalidate-secret';

/** Path of the hook on the web (outside `/api`, which next.config rewrites to the API). */
export const REVALIDATE_HOOK_PATH = '/api-hooks/revalidate';

/** At most this many tags per call. */
export const REVALIDATE_MAX_TAGS = 50;

export const revalidateBodySchema = z.object({
  tags: z
    .array(z.string().refine(isKnownTag, 'unknown cache tag'))
    .min(1)
    .max(REVALIDATE_MAX_TAGS),
});
export type RevalidateBody = z.infer<typeof revalidateBodySchema>;
