/**
 * Community posts: list, detail.
 */
import { z } from 'zod';
import { LOCALES, STORAGE_FILE_PATH, UPLOAD_PREFIX } from '../constants';
import { companyLinkSchema } from './company';
import { currentParam, idSchema, intListParam, optionalIntParam, optionalTextParam, pageOf, searchTermsSchema, sizeParam, timeString } from './common';

export const postSortSchema = z.enum(['latest', 'popular']);
export type PostSort = z.infer<typeof postSortSchema>;

/** Query of `GET /post/posts/page`. `tagId` is the post-site tag (8 demand, 9 supply, 10 recruitment, 11 topic), repeatable. */
export const postPageQuery = z.object({
  current: currentParam,
  size: sizeParam,
  circleId: optionalIntParam,
  tagId: intListParam,
  themeTagId: optionalIntParam,
  memberId: optionalIntParam,
  keyword: optionalTextParam,
  sort: z.preprocess((v) => (v === undefined || v === '' ? 'latest' : v), postSortSchema),
});
export type PostPageQuery = z.infer<typeof postPageQuery>;

export const postListItemSchema = z.object({
  id: z.number(),
  title: z.string().nullable(),
  /** Plain text. */
  content: z.string(),
  images: z.array(z.string()),
  tagId: z.number().nullable(),
  tagName: z.string().nullable(),
  /** The English names of the type and theme tags (issue 18 item 4), shown in the en interface. */
  tagEnName: z.string().nullable().optional(),
  themeTagId: z.number().nullable(),
  themeTagName: z.string().nullable(),
  themeTagEnName: z.string().nullable().optional(),
  circleId: z.number().nullable(),
  circleName: z.string().nullable(),
  memberId: z.number(),
  /** '匿名' with null avatar/company/position when isAnonymous. */
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  company: z.string().nullable(),
  position: z.string().nullable(),
  isAnonymous: z.boolean(),
  publishTime: timeString,
  /** When the post was last edited (issue 20 item 1: the sitemap's lastmod, the JSON-LD dateModified). */
  updateTime: timeString.optional(),
  viewCount: z.number(),
  likeCount: z.number(),
  commentCount: z.number(),
  isTop: z.boolean().optional(),
  /** The post's video (a `video/post/` file URL), null when it has none. */
  video: z.string().nullable().optional(),
});
export type PostListItem = z.infer<typeof postListItemSchema>;
export const postPageSchema = pageOf(postListItemSchema);

/** Files a post may carry besides its images and video (G22, P16). */
export const POST_FILES_MAX = 5;
export const POST_FILE_NAME_MAX = 100;
/** A file attached to a post: its display name and a stored file under `file/post/` (P16), nothing else. */
export const postFileSchema = z.object({
  name: z.string().trim().min(1).max(POST_FILE_NAME_MAX),
  url: z
    .string()
    .trim()
    .max(500)
    .refine((u) => {
      const rest = u.slice(`${STORAGE_FILE_PATH}${UPLOAD_PREFIX.postFile}`.length);
      return u.startsWith(`${STORAGE_FILE_PATH}${UPLOAD_PREFIX.postFile}`) && /^[0-9a-f]{36}\.[a-z0-9]{1,8}$/.test(rest);
    }, 'must be a file/post/ file URL'),
});
export type PostFile = z.infer<typeof postFileSchema>;

/** `GET /post/posts/{id}`: code 404 when missing or removed. */
export const postDetailSchema = postListItemSchema.extend({
  /** The post's attached files (P16), in their order. */
  files: z.array(z.object({ name: z.string(), url: z.string() })).default([]),
  isLiked: z.boolean(),
  isFavorite: z.boolean(),
  /** Words flagged by the grey-word filter (empty when clean). */
  greyWords: z.array(z.string()),
  favoriteCount: z.number().optional(),
});
export type PostDetail = z.infer<typeof postDetailSchema>;

/** `GET /post/posts/hot`, `/post/posts/circle/hot` (circleId), `/post/posts/recent/hot`, `/post/posts/related/{id}`: 5 by default (G26, G27). */
export const postHotQuery = z.object({
  size: z.preprocess((v) => {
    const n = Number(Array.isArray(v) ? v[0] : v);
    return Number.isInteger(n) && n > 0 ? Math.min(n, 20) : 5;
  }, z.number().int()),
  circleId: optionalIntParam,
});
export const postListSchema = z.array(postListItemSchema);

/** `GET /post/posts/tag/{id}/page` (G04): posts whose site tag or theme tag is `{id}`. */
export const postTagPageQuery = z.object({
  current: currentParam,
  size: sizeParam,
  sort: z.preprocess((v) => (v === undefined || v === '' ? 'latest' : v), postSortSchema),
});

/** `POST /post/posts/view` (G03, DEFAULT body `{id}`). */
export const postViewInput = z.object({ id: idSchema, cid: z.string().max(64).optional() });

/** Post types the editor offers (post-site tags): demand 8, supply 9, recruitment 10, topic 11. */
export const POST_TYPE_TAG_IDS = [8, 9, 10, 11] as const;
export const POST_TITLE_MAX = 50;
export const POST_CONTENT_MAX = 5000;
export const POST_IMAGES_MAX = 9;

const imageUrl = z
  .string()
  .trim()
  .max(500)
  .refine((u) => u.startsWith('/api/files/') || /^https?:\/\//.test(u), 'must be a file URL');

/** `POST /post/posts` body (G17). */
export const postCreateInput = z.object({
  title: z.string().trim().min(1).max(POST_TITLE_MAX),
  content: z.string().trim().min(1).max(POST_CONTENT_MAX),
  tagId: z.coerce
    .number()
    .int()
    .refine((v) => (POST_TYPE_TAG_IDS as readonly number[]).includes(v), 'unknown post type'),
  themeTagId: idSchema.nullish(),
  circleId: idSchema.nullish(),
  images: z.array(imageUrl).max(POST_IMAGES_MAX).default([]),
  /** One video under `video/post/` (P15). */
  video: z
    .string()
    .trim()
    .max(500)
    .refine((u) => u.startsWith(`/api/files/oss/${UPLOAD_PREFIX.postVideo}`) || /^https?:\/\/[^?#]+\/video\/post\//.test(u), 'must be a video/post/ file URL')
    .nullish(),
  /** Attached files under `file/post/` (P16). */
  files: z.array(postFileSchema).max(POST_FILES_MAX).default([]),
  isAnonymous: z.boolean().default(false),
});
export type PostCreateInput = z.infer<typeof postCreateInput>;

/** `PUT /post/posts` body: the create fields plus `id`. */
export const postUpdateInput = postCreateInput.extend({ id: idSchema });
export type PostUpdateInput = z.infer<typeof postUpdateInput>;

export const postSaveResultSchema = z.object({ id: z.number(), greyWords: z.array(z.string()) });
export type PostSaveResult = z.infer<typeof postSaveResultSchema>;

/**
 * `GET /post/posts/template/tag/{tagId}?themeTagId=&lang=` (G16): null when there is no template. `lang=en` answers
 * the English text of a template that has one (V05), else its Chinese text.
 */
export const postTemplateQuery = z.object({ themeTagId: optionalIntParam, lang: z.enum(LOCALES).optional() });
export const postTemplateSchema = z
  .object({ tagId: z.number(), themeTagId: z.number().nullable(), title: z.string(), content: z.string() })
  .nullable();
export type PostTemplate = z.infer<typeof postTemplateSchema>;

/** `PUT /post/posts/circle/top/{id}` (G25): toggles the pin; answers the new state. */
export const postPinResultSchema = z.object({ id: z.number(), circleId: z.number(), isTop: z.boolean() });
export type PostPinResult = z.infer<typeof postPinResultSchema>;

/** `GET /post/posts/recommend2?size=` (G28): 3 by default (recommendation lists, §9), at most 20. */
export const postRecommendQuery = z.object({
  size: z.preprocess((v) => {
    const n = Number(Array.isArray(v) ? v[0] : v);
    return Number.isInteger(n) && n > 0 ? Math.min(n, 20) : 3;
  }, z.number().int()),
});

const searchKeyword = z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().trim().min(1).max(50));
const flag = z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 1, z.boolean());

/**
 * `GET /post/posts/v2/search` (E14, E17, E28): keyword (every word of it must match), paging, `sortByTime` (publish
 * time instead of relevance: title hits first, then newest), `tagId` (the post type: a site tag, type 6) and
 * `themeTagId` (a post theme tag, type 5).
 */
export const postSearchQuery = z.object({
  keyword: searchKeyword,
  current: currentParam,
  size: sizeParam,
  sortByTime: flag,
  tagId: optionalIntParam,
  themeTagId: optionalIntParam,
});
export type PostSearchQuery = z.infer<typeof postSearchQuery>;
/** `GET /post/posts/circle/search` and `/post/posts/members/search`: keyword and paging. */
export const postKeywordQuery = z.object({ keyword: searchKeyword, current: currentParam, size: sizeParam });

/** A type or theme tag of the post search facets, with the number of keyword matches carrying it. */
export const postSearchFacetSchema = z.object({ id: z.number(), name: z.string(), enName: z.string().nullable(), count: z.number() });
export type PostSearchFacet = z.infer<typeof postSearchFacetSchema>;
/**
 * `GET /post/posts/v2/search` answer: the page, the facets counted over every match of the keyword whatever the
 * filters say (`tags`: post types, `themeTags`: themes; most first), and the matched words.
 */
export const postSearchPageSchema = postPageSchema.extend({
  facets: z.object({ tags: z.array(postSearchFacetSchema), themeTags: z.array(postSearchFacetSchema) }),
  terms: searchTermsSchema,
});
export type PostSearchPage = z.infer<typeof postSearchPageSchema>;

/** A record of `GET /post/posts/members/search`: a member who posted, with their signed post count. */
export const postAuthorHitSchema = z.object({
  memberId: z.number(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  company: z.string().nullable(),
  /** L31: the member's company page when they name a platform company. */
  companyLink: companyLinkSchema.nullable().optional(),
  position: z.string().nullable(),
  postCount: z.number(),
});
export type PostAuthorHit = z.infer<typeof postAuthorHitSchema>;
export const postAuthorHitPageSchema = pageOf(postAuthorHitSchema);

/**
 * Issue 20 item 10 (project decision): a post of a private circle asked for by a visitor or a non-member answers
 * this code with the circle it belongs to as data — never the post — on the detail, its comments and replies.
 */
export const ERR_PRIVATE_CIRCLE_POST = 20050;
export const privateCirclePostSchema = z.object({ circleId: z.number(), circleName: z.string() });
export type PrivateCirclePost = z.infer<typeof privateCirclePostSchema>;
