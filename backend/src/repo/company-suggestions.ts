/**
 * Company autocomplete (D05, R45): the hot companies, and companies by Chinese or English name.
 */
import type { CompanySuggestion } from '@/lib/contract/company';
import type { Db } from '../db/connection';
import { likeFolded } from '../db/dialect';
import { all } from '../db/sql';

export const HOT_COMPANIES_SIZE = 10;

interface Row {
  id: number;
  name: string;
  en_name: string | null;
}

const toSuggestion = (r: Row): CompanySuggestion => ({ id: r.id, cnName: r.name, enName: r.en_name });

export async function hotCompanies(db: Db): Promise<CompanySuggestion[]> {
  return (await all<Row>(db, 'SELECT id, name, en_name FROM companies ORDER BY follower_count + view_count DESC, id LIMIT ?', HOT_COMPANIES_SIZE)).map(toSuggestion);
}

export async function searchCompanies(db: Db, keyword: string, size: number): Promise<CompanySuggestion[]> {
  const escaped = keyword.replace(/[\\%_]/g, (c) => `\\${c}`);
  return (await all<Row>(
    db,
    `SELECT id, name, en_name FROM companies
      WHERE ${likeFolded(db, 'name')} OR ${likeFolded(db, 'en_name')}
      ORDER BY (CASE WHEN ${likeFolded(db, 'name')} THEN 1 ELSE 0 END) DESC, follower_count + view_count DESC, id LIMIT ?`,
    `%${escaped}%`,
    `%${escaped}%`,
    `${escaped}%`,
    size,
  )).map(toSuggestion);
}
