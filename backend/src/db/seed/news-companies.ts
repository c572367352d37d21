/**
 * Links news to the company it reports on: the first seeded company whose short name (the name without its
 * legal-form suffix) appears in the title, else in the summary or body. News naming no company stay unlinked.
 * Then the companies with the most coverage recommend news on their page (F32, L26).
 */
import type { SeedContext } from './context';

const LEGAL_FORM = /(集团)?(股份)?有限(责任)?公司$/;

export function linkNewsToCompanies(ctx: SeedContext): void {
  const { db } = ctx;
  const companies = (db.prepare('SELECT id, name FROM companies ORDER BY id').all() as { id: number; name: string }[])
    .map((c) => ({ id: c.id, short: c.name.replace(LEGAL_FORM, '') }))
    .filter((c) => c.short.length >= 2);
  const news = db.prepare('SELECT id, title, summary, content FROM news ORDER BY id').all() as { id: number; title: string; summary: string | null; content: string }[];
  const link = db.prepare('UPDATE news SET company_id = ? WHERE id = ?');
  for (const n of news) {
    const body = `${n.summary ?? ''} ${n.content}`;
    const company = companies.find((c) => n.title.includes(c.short)) ?? companies.find((c) => body.includes(c.short));
    if (company) link.run(company.id, n.id);
  }
}

/** Companies that recommend news: the first ones (by id) with at least `MIN_OWN_NEWS` linked news. */
const RECOMMENDING_COMPANIES = 8;
const MIN_OWN_NEWS = 3;
const OWN_PICKS = 4;
const RELATED_PICKS = 2;

/**
 * Each recommending company picks its most-read own news (up to 4), then 2 news of the same class as its first
 * pick that are about other companies or none: those sharing the most theme/site tags with its picks, then the
 * most read. No randomness, so the rest of the seed is unchanged.
 */
export function seedCompanyRecommendedNews(ctx: SeedContext): void {
  const { db } = ctx;
  const companies = db
    .prepare(
      `SELECT company_id AS id FROM news WHERE company_id IS NOT NULL AND publish_status = 'PUBLISHED' AND is_banned = 0
        GROUP BY company_id HAVING COUNT(*) >= ? ORDER BY company_id LIMIT ?`,
    )
    .all(MIN_OWN_NEWS, RECOMMENDING_COMPANIES) as { id: number }[];
  const own = db.prepare(
    `SELECT id, class_tag_id FROM news WHERE company_id = ? AND publish_status = 'PUBLISHED' AND is_banned = 0
      ORDER BY view_count DESC, id LIMIT ?`,
  );
  const related = db.prepare(
    `SELECT n.id FROM news n
      WHERE n.class_tag_id = ? AND (n.company_id IS NULL OR n.company_id <> ?) AND n.publish_status = 'PUBLISHED' AND n.is_banned = 0
      ORDER BY (SELECT COUNT(*) FROM news_tags a WHERE a.news_id = n.id
                  AND a.tag_id IN (SELECT b.tag_id FROM news_tags b WHERE b.news_id IN (SELECT value FROM json_each(?)))) DESC,
        n.view_count DESC, n.id LIMIT ?`,
  );
  const insert = db.prepare('INSERT OR IGNORE INTO company_recommend_news (company_id, news_id, sort) VALUES (?, ?, ?)');
  for (const company of companies) {
    const picks = own.all(company.id, OWN_PICKS) as { id: number; class_tag_id: number | null }[];
    const classTag = picks[0]?.class_tag_id;
    const ownIds = JSON.stringify(picks.map((n) => n.id));
    const extra = classTag != null ? (related.all(classTag, company.id, ownIds, RELATED_PICKS) as { id: number }[]) : [];
    [...picks, ...extra].forEach((n, sort) => insert.run(company.id, n.id, sort));
  }
}
