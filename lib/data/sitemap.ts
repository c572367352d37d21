import 'server-only';
import { cache } from 'react';
import { serverTransport } from '@/lib/api/server';
import { tags } from '@/lib/contract/cache-tags';
import { recentNews, sitemapEntries, sitemapIds } from '@/lib/seo/sitemap';
import { REVALIDATE_S as REVALIDATE } from '@/lib/data/revalidate';

/** The sitemap reads the news, flash and topic pages (lib/seo/sitemap.ts `SITEMAP_KINDS`) at most every 10 minutes. */
const REVALIDATE_S = REVALIDATE.chrome;
const sitemap = () => serverTransport({ revalidate: REVALIDATE_S, tags: [tags.sitemap] });

/** Every sitemap id (`news-0`, `flash-0` …). */
export const getSitemapIds = cache(async () => sitemapIds(sitemap()));

/** The URLs of one sitemap; empty for an unknown id or when the API cannot be read. */
export const getSitemapEntries = cache(async (id: string) => sitemapEntries(id, sitemap()));

/** The news of the last two days for the Google News sitemap; empty when the API cannot be read. */
export const getRecentNews = cache(async (now: number) => recentNews(sitemap(), now).catch(() => []));
