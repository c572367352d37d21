/**
 * Company files and file groups (L18, L19).
 */
import type { CompanyFile, CompanyFileGroup } from '@/lib/contract/company';
import type { Db } from '../db/connection';
import { all } from '../db/sql';

interface FileRow {
  id: number;
  company_id: number;
  group_id: number | null;
  kind: 1 | 2 | 3 | 4;
  name: string;
  url: string;
  sort: number;
}
const toFile = (r: FileRow): CompanyFile => ({ id: r.id, companyId: r.company_id, groupId: r.group_id, kind: r.kind, name: r.name, url: r.url, sort: r.sort });

export async function companyFiles(db: Db, companyId: number, kind?: number): Promise<CompanyFile[]> {
  return (await all<FileRow>(
    db,
    `SELECT * FROM company_files WHERE company_id = ? ${kind ? 'AND kind = ?' : ''} ORDER BY sort, id`,
    ...(kind ? [companyId, kind] : [companyId]),
  )).map(toFile);
}

export async function fileGroups(db: Db, companyId: number): Promise<CompanyFileGroup[]> {
  return (await all<{ id: number; company_id: number; name: string; sort: number }>(
    db,
    'SELECT * FROM company_file_groups WHERE company_id = ? ORDER BY sort, id',
    companyId,
  )).map((g) => ({ id: g.id, companyId: g.company_id, name: g.name, sort: g.sort }));
}
