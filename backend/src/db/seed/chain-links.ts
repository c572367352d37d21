/**
 * L30: industry chain links between seeded companies (`company_relations`). A row (company, related, SUPPLIER) says
 * the related company supplies the first one; its mirror (CUSTOMER) is derived when read.
 */
import type { CompanyRelation } from '@/lib/contract/company';
import type { SeedContext } from './context';

const LINKS: [company: string, related: string, type: CompanyRelation][] = [
  ['huading-food', 'hengtong-flex', 'SUPPLIER'],
  ['huading-food', 'jinmai-ingredients', 'SUPPLIER'],
  ['huading-food', 'lituo-machinery', 'SUPPLIER'],
  ['huading-food', 'bailian-youxuan', 'CUSTOMER'],
  ['huading-food', 'pinxiang-design', 'BRAND'],
  ['qingquan-beverage', 'jinghua-glass', 'SUPPLIER'],
  ['qingquan-beverage', 'xinrui-filling', 'SUPPLIER'],
  ['qingquan-beverage', 'anjie-label', 'SUPPLIER'],
  ['qingquan-beverage', 'bailian-youxuan', 'CUSTOMER'],
  ['muyuan-dairy', 'lanhai-plastic', 'SUPPLIER'],
  ['muyuan-dairy', 'binglian-coldchain', 'SUPPLIER'],
  ['muyuan-dairy', 'xianda-scm', 'CUSTOMER'],
  ['maixiangfang', 'jiacai-print', 'SUPPLIER'],
  ['chuanweiyuan', 'hongye-metal', 'SUPPLIER'],
  ['chuanweiyuan', 'weilai-kitchen', 'CUSTOMER'],
  ['xianfeng-frozen', 'huayuan-machinery', 'SUPPLIER'],
  ['xianfeng-frozen', 'zhonglian-box', 'SUPPLIER'],
  ['xianfeng-frozen', 'bailian-youxuan', 'CUSTOMER'],
  ['weilai-kitchen', 'xianfeng-frozen', 'PRODUCT'],
  ['hengtong-flex', 'qicai-ink', 'SUPPLIER'],
  ['hengtong-flex', 'tiancheng-film', 'SUPPLIER'],
  ['hengtong-flex', 'jinhua-gravure', 'SUPPLIER'],
  ['jiacai-print', 'qicai-ink', 'SUPPLIER'],
  ['lituo-machinery', 'zhilian-robotics', 'PRODUCT'],
];

export function seedChainLinks(ctx: SeedContext): void {
  const { db } = ctx;
  const idOf = db.prepare('SELECT id FROM companies WHERE code = ?');
  const insert = db.prepare('INSERT INTO company_relations (company_id, related_company_id, relation_type) VALUES (?, ?, ?)');
  for (const [company, related, type] of LINKS) {
    const a = idOf.get(company) as { id: number } | undefined;
    const b = idOf.get(related) as { id: number } | undefined;
    if (a && b) insert.run(a.id, b.id, type);
  }
}
