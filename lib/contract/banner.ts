/**
 * Banners (O29, issue 19 item 3): `GET /basic/banner/list?site=` and `GET /basic/banner/list-by-config?code=`.
 * The image is served by the API (`/api/files/banner/{n}.png`); width and height let the page reserve the
 * slide's box before the image arrives (no layout shift).
 */
import { z } from 'zod';

/** The lists the site shows (DEFAULT): the supply/demand home, the news home and the events home. */
export const BANNER_SITES = ['post', 'news', 'activity'] as const;
export type BannerSite = (typeof BANNER_SITES)[number];

/** Placement codes of `list-by-config` (DEFAULT): one per home page carousel. */
export const BANNER_CONFIG = { post: 'home_post_carousel', news: 'home_news_carousel', activity: 'home_activity_carousel' } as const satisfies Record<BannerSite, string>;

export const bannerSchema = z.object({
  id: z.number(),
  site: z.string(),
  config: z.string().nullable(),
  title: z.string(),
  enTitle: z.string().nullable(),
  subtitle: z.string().nullable(),
  enSubtitle: z.string().nullable(),
  image: z.string(),
  url: z.string().nullable(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  sort: z.number(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannerListSchema = z.array(bannerSchema);

const firstText = (value: unknown) => (Array.isArray(value) ? value[0] : value);

export const bannerListQuery = z.object({ site: z.preprocess(firstText, z.string().trim().min(1).max(40)) });
export const bannerConfigQuery = z.object({ code: z.preprocess(firstText, z.string().trim().min(1).max(60)) });
