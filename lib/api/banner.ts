import { bannerListSchema, type Banner } from '@/lib/contract/banner';
import type { Transport } from '@/lib/api/transport';

/** `GET /basic/banner/list?site=` (O29). */
export function getBannerList(t: Transport, site: string): Promise<Banner[]> {
  return t.get('/basic/banner/list', { auth: false, query: { site }, schema: bannerListSchema });
}

/** `GET /basic/banner/list-by-config?code=` (O29). */
export function getBannersByConfig(t: Transport, code: string): Promise<Banner[]> {
  return t.get('/basic/banner/list-by-config', { auth: false, query: { code }, schema: bannerListSchema });
}
