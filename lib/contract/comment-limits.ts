/**
 * The limits of a comment, without zod: the comment composer loads with a visitor's comment section, and
 * `comment.ts` (which defines the calls with zod and re-exports these) would bring zod along with it.
 */

export const COMMENT_MAX_LENGTH = 500;
export const COMMENT_MAX_IMAGES = 9;
