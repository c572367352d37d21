import 'server-only';
import { cache } from 'react';
import * as bannerApi from '@/lib/api/banner';
import { serverTransport } from '@/lib/api/server';
import { BANNER_CONFIG, type Banner, type BannerSite } from '@/lib/contract/banner';
import { tags } from '@/lib/contract/cache-tags';
import { REVALIDATE_S as REVALIDATE } from '@/lib/data/revalidate';

const BANNER_REVALIDATE_S = REVALIDATE.chrome;

/**
 * `GET /basic/banner/list-by-config?code=` (O29) of a home page's carousel, else `GET /basic/banner/list?site=`;
 * empty when both fail (a page never breaks for its banners).
 */
export const getHomeBanners = cache(async (site: BannerSite): Promise<Banner[]> => {
  const t = serverTransport({ revalidate: BANNER_REVALIDATE_S, tags: [tags.banner] });
  const byConfig = await bannerApi.getBannersByConfig(t, BANNER_CONFIG[site]).catch((): Banner[] => []);
  if (byConfig.length > 0) return byConfig;
  return bannerApi.getBannerList(t, site).catch((): Banner[] => []);
});
