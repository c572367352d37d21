/**
 * Company pages (issue 15): English sections, contact data and head count, files in groups (album, honors,
 * attachment, pdf), customers, recommended products, followers and customer requests of the first company.
 * Deterministic: runs after members and news, reading what the earlier steps stored.
 */
import { reviewStatusSchema } from '@/lib/contract/catalogue';
import { companiesCorpus } from './corpus';
import { daysAgo, seedImage, type SeedContext } from './context';

const EN_SECTION_NAMES: Record<string, string> = {
  intro: 'Company Profile',
  products: 'Core Products',
  history: 'Milestones',
  honors: 'Qualifications & Honours',
  service: 'Services',
};

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴'];
const GIVEN = ['经理', '女士', '先生'];
const GROUPS = ['厂区环境', '资质证书', '产品资料'];
/** One customer request in each review state. */
const REQUEST_STATUSES = reviewStatusSchema.options;

function enSectionContent(key: string, c: (typeof companiesCorpus)[number]): string {
  switch (key) {
    case 'intro':
      return (
        `<p>${c.enName} was founded in ${c.foundedYear}. ${c.listStatus === 'LISTED' ? `It is a listed company (stock code ${c.stockCode ?? ''}). ` : ''}` +
        'It runs an integrated system of research, purchasing, production, inspection and after-sales service, and supplies food, consumer-goods, ' +
        'packaging and printing customers across China and abroad.</p>'
      );
    case 'products':
      return `<p>${c.enName} offers ${c.products.length} main product lines and ${c.brands.length} brand(s). Prices and samples are available on request.</p>`;
    case 'history':
      return `<ul><li><strong>${c.foundedYear}</strong>: the company is founded.</li><li><strong>2026</strong>: continued investment in digital and green production.</li></ul>`;
    case 'honors':
      return '<p>The company holds food-safety, quality, environmental and occupational-safety management certifications.</p>';
    default:
      return `<p>${c.enName} provides technical support, custom development and after-sales service for its customers.</p>`;
  }
}

export function seedCompanyPages(ctx: SeedContext): void {
  const { db, random } = ctx;
  const enSection = db.prepare('INSERT INTO company_sections (company_id, section_key, name, content, language, sort) VALUES (?, ?, ?, ?, ?, ?)');
  const contact = db.prepare(
    'UPDATE companies SET contact_person = ?, contact_phone = ?, contact_email = ?, address = ?, employee_count = ? WHERE id = ?',
  );
  const group = db.prepare('INSERT INTO company_file_groups (company_id, name, sort) VALUES (?, ?, ?)');
  const file = db.prepare('INSERT INTO company_files (company_id, group_id, kind, name, url, sort, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const customer = db.prepare('INSERT INTO company_customers (company_id, customer_company_id, name, category, created_at) VALUES (?, ?, ?, ?, ?)');
  const recommendProduct = db.prepare('INSERT OR IGNORE INTO company_recommend_products (company_id, product_id, sort) VALUES (?, ?, ?)');
  const follow = db.prepare('INSERT OR IGNORE INTO company_followers (company_id, member_id, created_at) VALUES (?, ?, ?)');
  const productsOf = db.prepare('SELECT id FROM company_products WHERE company_id = ? ORDER BY view_count DESC, id LIMIT 2');
  const ids = ctx.companyIds;

  companiesCorpus.forEach((c, i) => {
    const companyId = ids[i];
    if (companyId === undefined) return;
    c.sections.forEach((s, k) => enSection.run(companyId, s.key, EN_SECTION_NAMES[s.key] ?? 'About', enSectionContent(s.key, c), 'en', k));
    const surname = SURNAMES[i % SURNAMES.length] ?? '王';
    contact.run(
      `${surname}${GIVEN[i % GIVEN.length] ?? '经理'}`,
      `400-8${String(100 + i).padStart(3, '0')}-${String(1000 + ((i * 7919) % 9000)).padStart(4, '0')}`,
      `service@${c.code}.com.cn`,
      `${c.city}市经济技术开发区${['创新路', '工业大道', '科技园路', '滨江路'][i % 4] ?? '创新路'}${10 + i}号`,
      random.int(80, 12000),
      companyId,
    );

    const groupIds = GROUPS.map((name, k) => Number(group.run(companyId, name, k).lastInsertRowid));
    let sort = 0;
    for (let k = 0; k < 4; k += 1) {
      file.run(companyId, groupIds[0] ?? null, 1, `${c.shortName}${['生产车间', '检测中心', '仓储物流', '办公大楼'][k] ?? '厂区'}`, seedImage('cover', 700 + i * 4 + k, c.shortName), sort, daysAgo(200 - k));
      sort += 1;
    }
    const honors = c.sections.find((s) => s.key === 'honors')?.content.match(/<li>([^<]+)<\/li>/g) ?? [];
    honors.slice(0, 3).forEach((h, k) => {
      const name = h.replace(/<\/?li>/g, '');
      file.run(companyId, groupIds[1] ?? null, 2, name, seedImage('honor', 900 + i * 3 + k, name), sort, daysAgo(150 - k));
      sort += 1;
    });
    if (i % 3 === 0) {
      file.run(companyId, groupIds[2] ?? null, 4, `${c.shortName}企业画册.pdf`, `/api/company/seed-pdf/${companyId}.pdf`, sort, daysAgo(90));
      sort += 1;
    }

    // Customers: other companies of the corpus, named as they are, categorised by their main business line.
    const count = 4 + (i % 7);
    for (let k = 1; k <= count; k += 1) {
      const j = (i + k * 5) % companiesCorpus.length;
      const other = companiesCorpus[j];
      const otherId = ids[j];
      if (!other || otherId === undefined || j === i) continue;
      customer.run(companyId, otherId, other.cnName, other.categories[0] ?? null, daysAgo(30 + k * 11));
    }

    (productsOf.all(companyId) as { id: number }[]).forEach((p, k) => recommendProduct.run(companyId, p.id, k));
  });

  // Followers: every member follows a few companies; counts follow the rows.
  for (const memberId of ctx.memberIds) {
    for (const companyId of random.sample(ids, 3)) follow.run(companyId, memberId, daysAgo(random.int(1, 200)));
  }
  db.exec('UPDATE companies SET follower_count = (SELECT COUNT(*) FROM company_followers f WHERE f.company_id = companies.id)');

  // Customer requests of the first company (华鼎食品), one per review status, from its admin (13800000001).
  const first = ids[0];
  const demo = ctx.memberIds[0];
  if (first !== undefined && demo !== undefined) {
    const request = db.prepare(
      'INSERT INTO company_customer_requests (company_id, member_id, name, category, attachment, review_status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    ['盒马鲜生华东采购中心', '全家便利店（上海）', '海底捞餐饮供应链'].forEach((name, k) =>
      request.run(first, demo, name, ['零售渠道', '便利店', '餐饮'][k] ?? null, null, REQUEST_STATUSES[k] ?? 'PENDING', daysAgo(20 - k * 5)),
    );
  }
}
