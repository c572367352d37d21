/**
 * Company sections (L04, L06, L12): by language, id or key, and the section templates.
 */
import type { CompanySectionFull, SectionLanguage, SectionTemplate } from '@/lib/contract/company';
import type { Db } from '../db/connection';
import { all, get } from '../db/sql';

interface SectionRow {
  id: number;
  company_id: number;
  section_key: string;
  name: string;
  content: string | null;
  language: SectionLanguage;
  sort: number;
  translation_direction: CompanySectionFull['translationDirection'];
}
const toSection = (r: SectionRow): CompanySectionFull => ({
  id: r.id,
  companyId: r.company_id,
  sectionKey: r.section_key,
  name: r.name,
  content: r.content,
  language: r.language,
  sort: r.sort,
  translationDirection: r.translation_direction ?? null,
});

/** L12: the sections of a company in one language, in navigation order. */
export async function sectionList(db: Db, companyId: number, language: SectionLanguage): Promise<CompanySectionFull[]> {
  return (await all<SectionRow>(db, 'SELECT * FROM company_sections WHERE company_id = ? AND language = ? ORDER BY sort, id', companyId, language)).map(toSection);
}

export async function sectionById(db: Db, id: number): Promise<CompanySectionFull | null> {
  const row = await get<SectionRow>(db, 'SELECT * FROM company_sections WHERE id = ?', id);
  return row ? toSection(row) : null;
}

/** L04/L06: a section by key (`section-key/{key}`) in one language. */
export async function sectionByKey(db: Db, companyId: number, key: string, language: SectionLanguage): Promise<CompanySectionFull | null> {
  const row = await get<SectionRow>(db, 'SELECT * FROM company_sections WHERE company_id = ? AND section_key = ? AND language = ?', companyId, key, language);
  return row ? toSection(row) : null;
}

/**
 * V09/L12: `{id}/template/list?language`: the content templates for the section in the requested language, the ones
 * written for its key first, then the ones that fit any section. Null when the section does not exist.
 */
export async function sectionTemplates(db: Db, id: number, language: SectionLanguage): Promise<SectionTemplate[] | null> {
  const base = await sectionById(db, id);
  if (!base) return null;
  return (await all<{ id: number; section_key: string | null; language: SectionLanguage; name: string; content: string }>(
    db,
    `SELECT id, section_key, language, name, content FROM section_templates
      WHERE language = ? AND (section_key = ? OR section_key IS NULL) ORDER BY section_key IS NULL, sort, id`,
    language,
    base.sectionKey,
  )).map((r) => ({ id: r.id, sectionKey: r.section_key, language: r.language, name: r.name, content: r.content }));
}
