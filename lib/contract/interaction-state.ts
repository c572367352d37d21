import * as z from 'zod/mini';

/**
 * Like and favourite state of the caller for one news item or post, with its live counts: the one source of the
 * counts its page shows (issue 18 item 6), read as the page loads (`GET /news/news/{id}` or `/post/posts/{id}`,
 * of whose answer it keeps these fields). Written with zod/mini: this is the one answer a public page reads on
 * load, and classic zod would be the largest part of that page's first-load JS (lib/api/load-read.ts).
 */
export const interactionStateSchema = z.object({
  isLiked: z.boolean(),
  likeCount: z.number(),
  isFavorite: z.boolean(),
  favoriteCount: z.optional(z.number()),
  commentCount: z.optional(z.number()),
  viewCount: z.optional(z.number()),
});
export type InteractionState = z.infer<typeof interactionStateSchema>;
