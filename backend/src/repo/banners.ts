/**
 * Banners (O29): the active banners of a site or of a placement code, in their order.
 */
import type { Banner } from '@/lib/contract/banner';
import type { Db } from '../db/connection';
import { all } from '../db/sql';

interface BannerRow {
  id: number;
  site: string;
  config: string | null;
  title: string | null;
  en_title: string | null;
  subtitle: string | null;
  en_subtitle: string | null;
  image: string;
  url: string | null;
  width: number;
  height: number;
  sort: number;
}

const COLUMNS = 'id, site, config, title, en_title, subtitle, en_subtitle, image, url, width, height, sort';

function bannerOf(row: BannerRow): Banner {
  return {
    id: row.id,
    site: row.site,
    config: row.config,
    title: row.title ?? '',
    enTitle: row.en_title,
    subtitle: row.subtitle,
    enSubtitle: row.en_subtitle,
    image: row.image,
    url: row.url,
    width: row.width,
    height: row.height,
    sort: row.sort,
  };
}

/** `GET /basic/banner/list?site=`. */
export async function bannersOfSite(db: Db, site: string): Promise<Banner[]> {
  return (await all<BannerRow>(db, `SELECT ${COLUMNS} FROM banners WHERE site = ? AND status = 1 ORDER BY sort, id`, site)).map(bannerOf);
}

/** `GET /basic/banner/list-by-config?code=`. */
export async function bannersOfConfig(db: Db, code: string): Promise<Banner[]> {
  return (await all<BannerRow>(db, `SELECT ${COLUMNS} FROM banners WHERE config = ? AND status = 1 ORDER BY sort, id`, code)).map(bannerOf);
}
