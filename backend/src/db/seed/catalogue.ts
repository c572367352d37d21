/**
 * Catalogue seed (after companies and members): the chain's category trees per entity type, the nine editor
 * categories, extra products (≥ 150 in all, every price type and one invalid price), attribute groups,
 * brand stories, each product's brand, and a few PENDING / REJECTED submissions that stay private.
 */
import { TAG_TYPE } from '@/lib/constants';
import { CATALOGUE_CATEGORY_TYPE, CHAIN_ENTITY_TYPES, CHAIN_TAG_TYPE } from '@/lib/contract/catalogue';
import { catalogueCategories, chainTree, extraProducts, type ChainNode } from './corpus/catalogue';
import { daysAgo, SEED_BASE_DATE, seedImage, type SeedContext } from './context';
import { pictureSubject } from './picture-subjects';

/** Level-3 tag id by industry-tag name, per chain type; the ancestors of every chain tag. */
interface ChainIndex {
  leafByName: Map<string, number>;
  ancestors: Map<number, number[]>;
}

function seedChainTrees(ctx: SeedContext): Map<number, ChainIndex> {
  const insert = ctx.db.prepare(
    `INSERT INTO tags (name, en_name, code, type, parent_id, status, sort, hot, created_at) VALUES (?, ?, ?, ?, ?, 1, ?, 0, ?)`,
  );
  const out = new Map<number, ChainIndex>();
  for (const entity of CHAIN_ENTITY_TYPES) {
    const type = CHAIN_TAG_TYPE[entity];
    const index: ChainIndex = { leafByName: new Map(), ancestors: new Map() };
    const walk = (nodes: ChainNode[], parents: number[], code: string): void => {
      nodes.forEach((node, k) => {
        const nodeCode = `${code}${k + 1}`;
        const id = Number(insert.run(node.name, node.enName, `chain-${entity}-${nodeCode}`, type, parents.at(-1) ?? null, k, SEED_BASE_DATE).lastInsertRowid);
        index.ancestors.set(id, parents);
        if (node.children) walk(node.children, [...parents, id], `${nodeCode}-`);
        else index.leafByName.set(node.name, id);
      });
    };
    walk(chainTree, [], '');
    out.set(type, index);
  }
  return out;
}

function seedEditorCategories(ctx: SeedContext): number[][] {
  const insert = ctx.db.prepare('INSERT INTO tags (name, en_name, code, type, status, sort, hot, created_at) VALUES (?, ?, ?, ?, 1, ?, 0, ?)');
  return Object.entries(CATALOGUE_CATEGORY_TYPE).map(([key, type]) =>
    (catalogueCategories[key] ?? []).map(([name, enName], k) => Number(insert.run(name, enName, `${key}-${k + 1}`, type, k, SEED_BASE_DATE).lastInsertRowid)),
  );
}

function priceOf(price: (typeof extraProducts)[number]['price']): { type: string; price: number | null; max: number | null } {
  if (price === null) return { type: 'NEGOTIABLE', price: null, max: null };
  if (price === 'invalid') return { type: 'SPECIFIC', price: null, max: null };
  if (typeof price === 'number') return { type: 'SPECIFIC', price, max: null };
  if (Array.isArray(price)) return { type: 'RANGE', price: price[0], max: price[1] };
  return { type: 'LEAST', price: Number(price.replace('起', '')), max: null };
}

function seedExtraProducts(ctx: SeedContext): void {
  const { db } = ctx;
  const byIndustry = db.prepare(
    'SELECT cc.company_id FROM company_categories cc JOIN tags t ON t.id = cc.tag_id WHERE t.type = ? AND t.name = ? ORDER BY cc.company_id',
  );
  const insert = db.prepare(
    `INSERT INTO company_products (company_id, name, description, cover_img, price_type, price, max_price, unit, view_count, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const image = db.prepare('INSERT INTO company_product_images (product_id, url, sort) VALUES (?, ?, ?)');
  const category = db.prepare('INSERT OR IGNORE INTO company_product_categories (product_id, tag_id) VALUES (?, ?)');
  extraProducts.forEach((p, k) => {
    const owners = (byIndustry.all(TAG_TYPE.industry, p.industry) as { company_id: number }[]).map((r) => r.company_id);
    const companyId = owners[k % Math.max(owners.length, 1)] ?? ctx.companyIds[p.company];
    if (companyId === undefined) return;
    const { type, price, max } = priceOf(p.price);
    const n = 2000 + k;
    const kind = pictureSubject(p.name, p.description);
    const id = Number(
      insert.run(companyId, p.name, p.description, seedImage('product', n, undefined, kind), type, price, max, p.unit, ctx.random.int(10, 3000), daysAgo(ctx.random.int(5, 300))).lastInsertRowid,
    );
    for (let s = 0; s < 3; s += 1) image.run(id, seedImage('product', n + s * 1000, undefined, kind), s);
    const industryTag = ctx.tagIds.get(`${TAG_TYPE.industry}:name:${p.industry}`);
    if (industryTag !== undefined) category.run(id, industryTag);
  });
}

const ORIGINS = ['上海', '广东佛山', '山东临沂', '浙江杭州', '江苏苏州', '福建厦门', '四川成都', '河北廊坊'];
const PROCESSES = ['全自动生产线', '低温工艺', 'GMP 洁净车间', '柔性化小批量', '数字化质检'];
const SHELF = ['常温 12 个月', '冷藏 21 天', '冷冻 12 个月', '常温 18 个月', '—'];

/** BASIC always; PRODUCTION missing on every fourth product, SPECIFICATION on every seventh (empty groups hide, M26). */
function seedAttributes(ctx: SeedContext): void {
  const { db, random } = ctx;
  const products = db.prepare('SELECT p.id, p.unit, c.location FROM company_products p JOIN companies c ON c.id = p.company_id ORDER BY p.id').all() as {
    id: number;
    unit: string | null;
    location: string | null;
  }[];
  const insert = db.prepare('INSERT INTO company_product_attributes (product_id, attr_group, name, value) VALUES (?, ?, ?, ?)');
  products.forEach((p, k) => {
    insert.run(p.id, 'BASIC', '产地', p.location ?? random.pick(ORIGINS));
    insert.run(p.id, 'BASIC', '保质期/质保', random.pick(SHELF));
    if (k % 4 !== 3) {
      insert.run(p.id, 'PRODUCTION', '生产工艺', random.pick(PROCESSES));
      insert.run(p.id, 'PRODUCTION', '最小起订量', `${random.int(1, 50) * 10} ${p.unit ?? '件'}`);
      insert.run(p.id, 'PRODUCTION', '交货周期', `${random.int(3, 30)} 天`);
    }
    if (k % 7 !== 6) {
      insert.run(p.id, 'SPECIFICATION', '计价单位', p.unit ?? '件');
      insert.run(p.id, 'SPECIFICATION', '包装方式', random.pick(['纸箱', '托盘', '真空袋', '礼盒', '散装']));
    }
  });
}

/** Products, brands and companies get the chain tags of their industry tags (with ancestors) and some editor categories. */
function classify(ctx: SeedContext, chain: Map<number, ChainIndex>, editor: number[][]): void {
  const { db, random } = ctx;
  const industryOf = db.prepare(
    'SELECT t.name FROM company_categories x JOIN tags t ON t.id = x.tag_id WHERE x.company_id = ? AND t.type = ?',
  );
  const productIndustry = db.prepare(
    'SELECT t.name FROM company_product_categories x JOIN tags t ON t.id = x.tag_id WHERE x.product_id = ? AND t.type = ?',
  );
  const withAncestors = (type: number, names: string[]): number[] => {
    const index = chain.get(type);
    if (!index) return [];
    const out = new Set<number>();
    for (const name of names) {
      const leafId = index.leafByName.get(name);
      if (leafId === undefined) continue;
      out.add(leafId);
      for (const a of index.ancestors.get(leafId) ?? []) out.add(a);
    }
    return [...out];
  };
  const companyNames = (companyId: number): string[] => (industryOf.all(companyId, TAG_TYPE.industry) as { name: string }[]).map((r) => r.name);

  const companyTag = db.prepare('INSERT OR IGNORE INTO company_categories (company_id, tag_id) VALUES (?, ?)');
  for (const id of ctx.companyIds) for (const tag of withAncestors(CHAIN_TAG_TYPE.company, companyNames(id))) companyTag.run(id, tag);

  const productTag = db.prepare('INSERT OR IGNORE INTO company_product_categories (product_id, tag_id) VALUES (?, ?)');
  const products = db.prepare('SELECT id, company_id FROM company_products ORDER BY id').all() as { id: number; company_id: number }[];
  for (const p of products) {
    const own = (productIndustry.all(p.id, TAG_TYPE.industry) as { name: string }[]).map((r) => r.name);
    const names = own.length > 0 ? own : companyNames(p.company_id).slice(0, 1);
    for (const tag of withAncestors(CHAIN_TAG_TYPE.product, names)) productTag.run(p.id, tag);
    for (const list of editor) if (list.length > 0 && random.chance(0.6)) productTag.run(p.id, random.pick(list));
  }

  const brandTag = db.prepare('INSERT OR IGNORE INTO company_brand_categories (brand_id, tag_id) VALUES (?, ?)');
  const brands = db.prepare('SELECT id, company_id FROM company_brands ORDER BY id').all() as { id: number; company_id: number }[];
  for (const b of brands) {
    for (const tag of withAncestors(CHAIN_TAG_TYPE.brand, companyNames(b.company_id).slice(0, 2))) brandTag.run(b.id, tag);
    for (const list of editor.slice(0, 3)) if (list.length > 0 && random.chance(0.5)) brandTag.run(b.id, random.pick(list));
  }
}

/** Brand stories, English names where the company has one, and each product's brand (the company's first). */
function finishBrands(ctx: SeedContext): void {
  const { db } = ctx;
  const brands = db.prepare(
    'SELECT b.id, b.name, b.description, c.name AS company, c.founded_year FROM company_brands b JOIN companies c ON c.id = b.company_id ORDER BY b.id',
  ).all() as { id: number; name: string; description: string | null; company: string; founded_year: number | null }[];
  const story = db.prepare('UPDATE company_brands SET story = ? WHERE id = ?');
  for (const b of brands) {
    const year = b.founded_year ?? 2010;
    story.run(
      `「${b.name}」由${b.company}于 ${year} 年创立。${b.description ?? ''}品牌坚持从原料到成品的全程品控，产品覆盖商超、电商与餐饮渠道，并持续投入研发与可持续包装。`,
      b.id,
    );
  }
  db.prepare(
    `UPDATE company_products SET brand_id = (SELECT b.id FROM company_brands b WHERE b.company_id = company_products.company_id ORDER BY b.id LIMIT 1)`,
  ).run();
}

/** A few submissions waiting for review or rejected: never public (M32). */
function seedReviewStates(ctx: SeedContext): void {
  const { db } = ctx;
  const first = ctx.companyIds[0];
  if (first === undefined) return;
  const created = daysAgo(2);
  const insert = db.prepare(
    `INSERT INTO company_products (company_id, name, description, cover_img, price_type, price, unit, review_status, created_by, created_at)
     VALUES (?, ?, ?, ?, 'SPECIFIC', ?, ?, ?, ?, ?)`,
  );
  const demo = ctx.memberIds[0] ?? null;
  // pictures of their kind too (issue 29 item 9), numbered after the other products'
  const submitted: [string, string, number, string, 'PENDING' | 'REJECTED'][] = [
    ['待审核·混合坚果能量杯', '新品提交，等待平台审核。', 25, '杯', 'PENDING'],
    ['未通过·夸大宣传果蔬片', '宣传用语不符合广告法，审核未通过。', 19.9, '袋', 'REJECTED'],
  ];
  submitted.forEach(([name, description, price, unit, status], k) =>
    insert.run(first, name, description, seedImage('product', 2900 + k, undefined, pictureSubject(name, description)), price, unit, status, demo, created),
  );
  const brand = ['华鼎轻食', '面向健身人群的轻食子品牌，等待审核。'] as const;
  db.prepare(
    `INSERT INTO company_brands (company_id, name, logo, description, review_status, created_by, created_at) VALUES (?, ?, ?, ?, 'PENDING', ?, ?)`,
  ).run(first, brand[0], seedImage('brand', 390, brand[0], pictureSubject(...brand)), brand[1], demo, created);
}

export function seedCatalogue(ctx: SeedContext): void {
  const chain = seedChainTrees(ctx);
  const editor = seedEditorCategories(ctx);
  seedExtraProducts(ctx);
  seedAttributes(ctx);
  classify(ctx, chain, editor);
  finishBrands(ctx);
  seedReviewStates(ctx);
}
