/**
 * Seeds companies with categories, sections, products (images, categories) and brands;
 * `seedCompanyPeople` later links members as employees and staff.
 */
import { TAG_TYPE } from '@/lib/constants';
import { companiesCorpus, membersCorpus } from './corpus';
import { daysAgo, seedImage, tagIdByName, type SeedContext } from './context';
import { pictureSubject } from './picture-subjects';

/** Word mark of a company logo: its name without the legal suffix. */
function shortName(name: string): string {
  return name.replace(/(股份)?有限(责任)?公司$|集团$/, '').slice(0, 4);
}

export function seedCompanies(ctx: SeedContext): void {
  const { db, random } = ctx;
  const company = db.prepare(
    `INSERT INTO companies (code, name, en_name, logo, cover_img, intro, member_kind, list_status, stock_code, location_id, location,
       founded_year, website, view_count, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const category = db.prepare('INSERT OR IGNORE INTO company_categories (company_id, tag_id) VALUES (?, ?)');
  const section = db.prepare('INSERT INTO company_sections (company_id, section_key, name, content, language, sort) VALUES (?, ?, ?, ?, ?, ?)');
  const product = db.prepare(
    `INSERT INTO company_products (company_id, name, description, cover_img, price_type, price, max_price, unit, view_count, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const productImage = db.prepare('INSERT INTO company_product_images (product_id, url, sort) VALUES (?, ?, ?)');
  const productCategory = db.prepare('INSERT OR IGNORE INTO company_product_categories (product_id, tag_id) VALUES (?, ?)');
  const brand = db.prepare('INSERT INTO company_brands (company_id, name, logo, description, view_count, created_at) VALUES (?, ?, ?, ?, ?, ?)');

  let productNo = 0;
  let brandNo = 0;
  companiesCorpus.forEach((c, i) => {
    // College members (the college home, `/company/:code`): every other company; the rest are ordinary members.
    const kind = i % 2 === 0 || /学院|大学|研究院/.test(c.cnName) ? 'COLLEGE' : 'ORDINARY';
    const created = daysAgo(400 + random.int(0, 800));
    // the company's logo and cover show its trade: its name's kind, else its first product's (issue 29 item 9)
    const trade = pictureSubject(c.cnName, c.products[0]?.name, c.products[0]?.description);
    const id = Number(
      company.run(
        c.code,
        c.cnName,
        c.enName,
        seedImage('logo', 100 + i, shortName(c.cnName), trade),
        seedImage('cover', 500 + i, undefined, trade),
        c.intro,
        kind,
        c.listStatus,
        c.stockCode ?? null,
        ctx.locationIds.get(c.city) ?? null,
        c.city,
        c.foundedYear,
        c.website ?? null,
        random.int(200, 20000),
        created,
      ).lastInsertRowid,
    );
    ctx.companyIds.push(id);
    for (const name of c.categories) {
      const tag = tagIdByName(ctx, TAG_TYPE.industry, name);
      if (tag !== undefined) category.run(id, tag);
    }
    c.sections.forEach((s, k) => section.run(id, s.key, s.name, s.content, 'zh', k));
    for (const p of c.products) {
      productNo += 1;
      const kind = pictureSubject(p.name, p.description) ?? trade;
      const productId = Number(
        product.run(id, p.name, p.description, seedImage('product', productNo, undefined, kind), p.priceType, p.price ?? null, p.maxPrice ?? null, p.unit, random.int(20, 5000), created)
          .lastInsertRowid,
      );
      for (let k = 0; k < 3; k += 1) productImage.run(productId, seedImage('product', productNo + k * 1000, undefined, kind), k);
      for (const name of p.categories) {
        const tag = tagIdByName(ctx, TAG_TYPE.industry, name);
        if (tag !== undefined) productCategory.run(productId, tag);
      }
    }
    for (const b of c.brands) {
      brandNo += 1;
      brand.run(id, b.name, seedImage('brand', 300 + brandNo, b.name, pictureSubject(b.name, b.description) ?? trade), b.description, random.int(20, 3000), created);
    }
  });
}

/** Members whose corpus entry names one of our companies become its employees; some are staff. */
export function seedCompanyPeople(ctx: SeedContext): void {
  const employee = ctx.db.prepare('INSERT OR IGNORE INTO company_employees (company_id, member_id, role, created_at) VALUES (?, ?, ?, ?)');
  const staff = ctx.db.prepare(
    'INSERT INTO company_staff (company_id, member_id, code, name, position, avatar, description, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const staffCount = new Map<number, number>();
  membersCorpus.forEach((m, i) => {
    if (m.companyIndex === undefined) return;
    const companyId = ctx.companyIds[m.companyIndex];
    const memberId = ctx.memberIds[i];
    const company = companiesCorpus[m.companyIndex];
    if (companyId === undefined || memberId === undefined || !company) return;
    const count = staffCount.get(companyId) ?? 0;
    employee.run(companyId, memberId, count === 0 ? 'ADMIN' : 'EMPLOYEE', daysAgo(300));
    if (count < 4) staff.run(companyId, memberId, `${company.code}-${count + 1}`, m.nickname, m.position, seedImage('avatar', m.avatar, m.nickname), m.bio, count);
    staffCount.set(companyId, count + 1);
  });
}
