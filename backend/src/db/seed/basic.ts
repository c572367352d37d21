/**
 * Seeds tags (fixed ids where the specification names them), regions, site pages, hot search
 * keywords, membership benefits and grey words.
 */
import { CHINA_ROOT_ID, HOT_TAGS_SHOWN, TAG_TYPE } from '@/lib/constants';
import {
  allTags,
  circleCategoriesCorpus,
  greyWords,
  hotKeywordsCorpus,
  locationsCorpus,
  membershipBenefits,
  sitePagesCorpus,
  type SeedTag,
} from './corpus';
import { KEYWORD_SITES } from '../../repo/hot-keywords';
import { SEED_BASE_DATE, type SeedContext } from './context';

/** First id handed to tags without a fixed id. */
const FIRST_FREE_TAG_ID = 200;

export function seedTags(ctx: SeedContext): void {
  const tags = allTags();
  const fixed = new Set(tags.map((t) => t.id).filter((id): id is number => id !== undefined));
  let next = FIRST_FREE_TAG_ID;
  const idOf = (tag: SeedTag): number => {
    if (tag.id !== undefined) return tag.id;
    while (fixed.has(next)) next += 1;
    const id = next;
    next += 1;
    return id;
  };
  const insert = ctx.db.prepare(
    `INSERT INTO tags (id, name, en_name, code, type, parent_id, logo, description, status, sort, hot, created_at)
     VALUES (?, ?, ?, ?, ?, NULL, ?, ?, 1, ?, ?, ?)`,
  );
  const sortByType = new Map<number, number>();
  const withIds = tags.map((tag) => ({ tag, id: idOf(tag) }));
  for (const { tag, id } of withIds) {
    const sort = sortByType.get(tag.type) ?? 0;
    sortByType.set(tag.type, sort + 1);
    const hot = tag.type === TAG_TYPE.industry && sort < HOT_TAGS_SHOWN ? 1 : 0;
    insert.run(id, tag.name, tag.enName, tag.code, tag.type, tag.logo ?? null, tag.description ?? null, sort, hot, SEED_BASE_DATE);
    ctx.tagIds.set(`${tag.type}:${tag.code}`, id);
    ctx.tagIds.set(`${tag.type}:name:${tag.name}`, id);
  }
  const setParent = ctx.db.prepare('UPDATE tags SET parent_id = ? WHERE id = ?');
  for (const { tag, id } of withIds) {
    const parent = tag.parentCode ? ctx.tagIds.get(`${tag.type}:${tag.parentCode}`) : undefined;
    if (parent !== undefined) setParent.run(parent, id);
  }
}

/**
 * The circle categories as tags of type `TAG_TYPE.circleCategory` with their English names (issue 18 item 4). Seeded
 * last so the ids of every other seeded tag stay as they were; migration 155 adds them to databases seeded before.
 */
export function seedCircleCategories(ctx: SeedContext): void {
  const insert = ctx.db.prepare(
    `INSERT INTO tags (name, en_name, code, type, parent_id, status, sort, hot, created_at) VALUES (?, ?, ?, ?, NULL, 1, ?, 0, ?)`,
  );
  circleCategoriesCorpus.forEach(([name, enName, code], sort) => insert.run(name, enName, code, TAG_TYPE.circleCategory, sort, SEED_BASE_DATE));
}

export function seedLocations(ctx: SeedContext): void {
  const insert = ctx.db.prepare('INSERT INTO locations (id, name, en_name, parent_id, is_overseas, sort) VALUES (?, ?, ?, ?, ?, ?)');
  locationsCorpus.forEach((loc, i) => {
    const overseas = loc.parentId === 0 && loc.id !== CHINA_ROOT_ID ? 1 : 0;
    insert.run(loc.id, loc.name, loc.enName, loc.parentId, overseas, i);
    if (!ctx.locationIds.has(loc.name)) ctx.locationIds.set(loc.name, loc.id);
  });
}

export function seedSitePages(ctx: SeedContext): void {
  const insert = ctx.db.prepare(
    'INSERT OR REPLACE INTO site_pages (code, title, content, url, qr_code_image, description, name, notes, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const page of sitePagesCorpus) {
    insert.run(
      page.code,
      page.title,
      page.content,
      page.url ?? null,
      page.qRCodeImage ?? null,
      page.description ?? null,
      page.name ?? null,
      page.notes ?? null,
      SEED_BASE_DATE,
    );
  }
}

export function seedHotKeywords(ctx: SeedContext): void {
  const insert = ctx.db.prepare('INSERT INTO hot_keywords (site, keyword, sort, search_count) VALUES (?, ?, ?, ?)');
  for (const site of KEYWORD_SITES) {
    hotKeywordsCorpus[site].forEach((keyword, i) => insert.run(site, keyword, i, ctx.random.int(50, 5000)));
  }
}

export function seedMembershipAndWords(ctx: SeedContext): void {
  const benefit = ctx.db.prepare('INSERT INTO membership_benefits (member_kind, name, description, sort) VALUES (?, ?, ?, ?)');
  for (const kind of ['ORDINARY', 'COLLEGE']) {
    membershipBenefits.forEach((b, i) => benefit.run(kind, b.name, b.description, i));
  }
  const word = ctx.db.prepare('INSERT OR IGNORE INTO grey_words (word) VALUES (?)');
  for (const w of greyWords) word.run(w);
}
