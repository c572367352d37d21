/**
 * Seeds cases (M05–M07 DEFAULT: cases are news items whose class tag is `case` or one of its children): the
 * case class tags, 23 published cases over the four case classes, and one draft of 13800000001 that only its
 * author can preview. Draws nothing from the shared random sequence, so the content seeded before it is unchanged.
 */
import { TAG_TYPE } from '@/lib/constants';
import { escapeHtml } from './corpus/news-render';
import { CASE_CLASS_TAGS, CASE_ROOT_TAG, casesCorpus, draftCase, type SeedCase } from './corpus/cases';
import { daysAgo, SEED_BASE_DATE, tagId, type SeedContext } from './context';
import { photoSubject, seedPhoto } from './photos';

/** The case's body: background, solution steps and results, as the news editor would store it. */
export function caseContentHtml(c: SeedCase): string {
  return [
    '<h2>项目背景</h2>',
    `<p>${escapeHtml(c.background)}</p>`,
    '<h2>解决方案</h2>',
    `<ol>${c.solution.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ol>`,
    '<h2>实施效果</h2>',
    `<ul>${c.results.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>`,
  ].join('');
}

function seedCaseTags(ctx: SeedContext): void {
  const insert = ctx.db.prepare(
    `INSERT INTO tags (name, en_name, code, type, parent_id, status, sort, hot, created_at) VALUES (?, ?, ?, ?, ?, 1, ?, 0, ?)`,
  );
  const sortBase = (ctx.db.prepare('SELECT COALESCE(MAX(sort), 0) AS n FROM tags WHERE type = ?').get(TAG_TYPE.newsClass) as { n: number }).n + 1;
  const rootId = Number(insert.run(CASE_ROOT_TAG.name, CASE_ROOT_TAG.enName, CASE_ROOT_TAG.code, TAG_TYPE.newsClass, null, sortBase, SEED_BASE_DATE).lastInsertRowid);
  ctx.tagIds.set(`${TAG_TYPE.newsClass}:${CASE_ROOT_TAG.code}`, rootId);
  CASE_CLASS_TAGS.forEach((tag, i) => {
    const id = Number(insert.run(tag.name, tag.enName, tag.code, TAG_TYPE.newsClass, rootId, sortBase + 1 + i, SEED_BASE_DATE).lastInsertRowid);
    ctx.tagIds.set(`${TAG_TYPE.newsClass}:${tag.code}`, id);
  });
}

export function seedCases(ctx: SeedContext): void {
  const { db } = ctx;
  seedCaseTags(ctx);
  const insert = db.prepare(
    `INSERT INTO news (title, summary, content, cover_img, author, source_tag_id, class_tag_id, member_id, seo_keywords, publish_status,
       is_banned, publish_time, view_count, like_count, comment_count, favorite_count, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, 0, 0, ?, ?)`,
  );
  const tag = db.prepare('INSERT OR IGNORE INTO news_tags (news_id, tag_id, sort) VALUES (?, ?, ?)');
  const add = (c: SeedCase, index: number, status: 'PUBLISHED' | 'DRAFT', memberId: number | null): void => {
    const time = daysAgo(c.age + (index % 3) * 0.17);
    const views = status === 'PUBLISHED' ? 300 + ((index * 137) % 2400) : 0;
    const id = Number(
      insert.run(
        c.title,
        c.summary,
        caseContentHtml(c),
        seedPhoto(photoSubject(c.title, c.summary), c.cover),
        c.author,
        tagId(ctx, TAG_TYPE.newsSource, c.source) ?? null,
        tagId(ctx, TAG_TYPE.newsClass, c.classCode) ?? null,
        memberId,
        c.themes.join(','),
        status,
        time,
        views,
        Math.floor(views / 40),
        time,
        time,
      ).lastInsertRowid,
    );
    c.themes.forEach((code, sort) => {
      const themeId = tagId(ctx, TAG_TYPE.newsTheme, code);
      if (themeId !== undefined) tag.run(id, themeId, sort);
    });
  };
  casesCorpus.forEach((c, i) => add(c, i, 'PUBLISHED', null));
  const demo1 = ctx.memberIds[0];
  if (demo1 !== undefined) add(draftCase, casesCorpus.length, 'DRAFT', demo1);
}
