import type { BannerSite } from '@/lib/contract/banner';
import { getHomeBanners } from '@/lib/data/banner';
import { BannerCarousel } from './banner-carousel';

/** O29: the banners of a home page (the supply/demand, news or events home), loaded on the server. */
export async function HomeBanners({ site }: { site: BannerSite }) {
  const banners = await getHomeBanners(site);
  return banners.length > 0 ? <BannerCarousel banners={banners} /> : null;
}
