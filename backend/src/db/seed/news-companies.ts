/**
 * Links news to the company it reports on: the first seeded company whose short name (the name without its
 * legal-form suffix) appears in the title, else in the summary or body. News naming no company stay unlinked.
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
