/**
 * Site pages (agreement, privacy, about_us, business_cooperation, … and `_en` variants).
 */
import type { SitePage } from '@/lib/contract/basic';
import type { Db } from '../db/connection';
import { all, get, inList } from '../db/sql';

interface SitePageRow {
  code: string;
  title: string | null;
  content: string | null;
  url: string | null;
  qr_code_image: string | null;
  description: string | null;
  name: string | null;
  notes: string | null;
}

const COLUMNS = 'code, title, content, url, qr_code_image, description, name, notes';

function pageOf(row: SitePageRow): SitePage {
  return {
    code: row.code,
    title: row.title,
    content: row.content,
    url: row.url,
    qRCodeImage: row.qr_code_image,
    description: row.description,
    name: row.name,
    notes: row.notes,
  };
}

export async function sitePageByCode(db: Db, code: string): Promise<SitePage | null> {
  const row = await get<SitePageRow>(db, `SELECT ${COLUMNS} FROM site_pages WHERE code = ?`, code);
  return row ? pageOf(row) : null;
}

/** The pages found, in the order of `codes`. */
export async function sitePagesByCodes(db: Db, codes: string[]): Promise<SitePage[]> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return [];
  const rows = await all<SitePageRow>(db, `SELECT ${COLUMNS} FROM site_pages WHERE code IN (${inList(unique.length)})`, ...unique);
  const byCode = new Map(rows.map((r) => [r.code, pageOf(r)]));
  return unique.map((c) => byCode.get(c)).filter((p): p is SitePage => p !== undefined);
}
