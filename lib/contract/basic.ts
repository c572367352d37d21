/**
 * Basic data: region tree, tags, site pages.
 */
import { z } from 'zod';
import { currentParam, optionalIntParam, optionalTextParam, pageOf, sizeParam } from './common';

/** Region node: China root 100000 → provinces → cities; overseas countries have no children. */
export interface Location {
  id: number;
  name: string;
  enName: string | null;
  subLocations?: Location[];
}
export const locationSchema: z.ZodType<Location> = z.object({
  id: z.number(),
  name: z.string(),
  enName: z.string().nullable(),
  get subLocations() {
    return z.array(locationSchema).optional();
  },
});
export const locationListSchema = z.array(locationSchema);

export const tagSchema = z.object({
  id: z.number(),
  name: z.string(),
  enName: z.string().nullable(),
  code: z.string().nullable(),
  /** TAG_TYPE of lib/constants. */
  type: z.number(),
  parentId: z.number().nullable(),
  logo: z.string().nullable(),
  description: z.string().nullable(),
});
export type Tag = z.infer<typeof tagSchema>;
export const tagListSchema = z.array(tagSchema);
export const tagPageSchema = pageOf(tagSchema);

/** Query of `/basic/tag`, `/basic/tag/list`, `/basic/tag/page`. */
export const tagQuery = z.object({
  current: currentParam,
  size: sizeParam,
  type: optionalIntParam,
  parentId: optionalIntParam,
  keyword: optionalTextParam,
  /** 1 = usable (the only status the API lists). */
  status: optionalIntParam,
  code: optionalTextParam,
});
export type TagQuery = z.infer<typeof tagQuery>;

/** Query of `/basic/tag/{id}/related-tags`. */
export const relatedTagsQuery = z.object({ typeId: optionalIntParam, type: optionalIntParam });

/** `GET /basic/basic/page/code?code=`. */
export const sitePageQuery = z.object({ code: z.string().trim().min(1).max(60) });
export const sitePageSchema = z.object({
  code: z.string(),
  title: z.string().nullable(),
  /** HTML; sanitise before rendering. */
  content: z.string().nullable(),
  url: z.string().nullable(),
  qRCodeImage: z.string().nullable(),
  description: z.string().nullable(),
  name: z.string().nullable(),
  notes: z.string().nullable(),
});
export type SitePage = z.infer<typeof sitePageSchema>;

/** `POST /basic/basic/page/batch/code`: a JSON array of codes, or `{codes: [...]}`. Answer: array of pages found. */
export const sitePageBatchInput = z.union([
  z.array(z.string().min(1).max(60)).max(50),
  z.object({ codes: z.array(z.string().min(1).max(60)).max(50) }),
]);
export const sitePageListSchema = z.array(sitePageSchema);
