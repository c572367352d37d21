/**
 * A company's chain links (L30): suppliers upstream, customers downstream, mirrored for the other side.
 */
import { type CompanyChainLink, type MemberKind, type CompanyRelation, COMPANY_RELATION } from '@/lib/contract/company';
import type { Db } from '../db/connection';
import { all } from '../db/sql';

/** L30: what the other company of a stored relation is, seen from the related company's side. */
const MIRROR: Record<CompanyRelation, CompanyRelation> = { SUPPLIER: 'CUSTOMER', CUSTOMER: 'SUPPLIER', PRODUCT: 'PRODUCT', BRAND: 'BRAND', MANAGEMENT: 'MANAGEMENT' };

/**
 * L30: a company's chain links from `company_relations`. A row (A, B, SUPPLIER) says B supplies A, so A sees B as
 * SUPPLIER (upstream) and B sees A as CUSTOMER (downstream); PRODUCT and BRAND read the same both ways. Unknown types
 * are dropped; one link per company and type.
 */
export async function companyChainLinks(db: Db, companyId: number): Promise<CompanyChainLink[]> {
  const rows = await all<{ relation_type: string; mirrored: 0 | 1; id: number; code: string; name: string; en_name: string | null; member_kind: MemberKind }>(
    db,
    `SELECT r.relation_type, 0 AS mirrored, c.id, c.code, c.name, c.en_name, c.member_kind
       FROM company_relations r JOIN companies c ON c.id = r.related_company_id WHERE r.company_id = ?
     UNION ALL
     SELECT r.relation_type, 1 AS mirrored, c.id, c.code, c.name, c.en_name, c.member_kind
       FROM company_relations r JOIN companies c ON c.id = r.company_id WHERE r.related_company_id = ?
     ORDER BY 3`,
    companyId,
    companyId,
  );
  const seen = new Set<string>();
  const links: CompanyChainLink[] = [];
  for (const r of rows) {
    if (!(COMPANY_RELATION as readonly string[]).includes(r.relation_type) || r.id === companyId) continue;
    const stored = r.relation_type as CompanyRelation;
    const relationType = r.mirrored ? MIRROR[stored] : stored;
    const key = `${relationType}:${r.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    links.push({ relationType, company: { companyId: r.id, code: r.code, name: r.name, enName: r.en_name, memberKind: r.member_kind } });
  }
  return links.sort((a, b) => COMPANY_RELATION.indexOf(a.relationType) - COMPANY_RELATION.indexOf(b.relationType));
}
