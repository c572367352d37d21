/**
 * Publishing: create, update and delete own posts (G17), circle membership for circle posts (G18),
 * grey words flagged on save (G21, G50), and pins by circle owners/admins (G25).
 */
import { TAG_TYPE } from '@/lib/constants';
import { canPublishAs, JOIN_FIRST_MESSAGE } from '@/lib/contract/circle';
import type { PostCreateInput, PostPinResult, PostSaveResult, PostUpdateInput } from '@/lib/contract/post';
import type { Db } from '../db/connection';
import { all, get, run, transaction, insertId } from '../db/sql';
import { nowText } from '../db/time';
import { fail, notFound } from '../http/envelope';
import { memberTypeOf, noPermission, refreshCircleCounts, requireCircle, requireManager } from './circles';

/** Grey words of the list that occur in the text (case-insensitive). */
export async function greyWordsIn(db: Db, text: string): Promise<string[]> {
  const lower = text.toLowerCase();
  return (await all<{ word: string }>(db, 'SELECT word FROM grey_words'))
    .map((r) => r.word)
    .filter((w) => w !== '' && lower.includes(w.toLowerCase()));
}

async function checkInput(db: Db, memberId: number, input: PostCreateInput): Promise<void> {
  if (input.themeTagId != null && !await get(db, 'SELECT 1 FROM tags WHERE id = ? AND type = ?', input.themeTagId, TAG_TYPE.postTheme)) {
    throw fail('themeTagId: unknown theme tag');
  }
  if (input.circleId != null) {
    await requireCircle(db, input.circleId);
    if (!canPublishAs(await memberTypeOf(db, input.circleId, memberId))) throw fail(JOIN_FIRST_MESSAGE);
  }
}

async function saveImages(db: Db, postId: number, images: string[]): Promise<void> {
  await run(db, 'DELETE FROM post_images WHERE post_id = ?', postId);
  for (const [i, url] of images.entries()) await run(db, 'INSERT INTO post_images (post_id, url, sort) VALUES (?, ?, ?)', postId, url, i);
}

/** P16: the attached files as stored (JSON `[{name, url}]`), null without any. */
function filesJson(files: PostCreateInput['files']): string | null {
  return files.length > 0 ? JSON.stringify(files.map((f) => ({ name: f.name, url: f.url }))) : null;
}

export async function createPost(db: Db, memberId: number, input: PostCreateInput): Promise<PostSaveResult> {
  await checkInput(db, memberId, input);
  const greyWords = await greyWordsIn(db, `${input.title}\n${input.content}`);
  const now = nowText();
  const id = await transaction(db, async () => {
    const postId = (await insertId(db, `INSERT INTO posts (member_id, circle_id, tag_id, theme_tag_id, title, content, is_anonymous, status, grey_words, publish_time, updated_at, video, files)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'PUBLISHED', ?, ?, ?, ?, ?)`, memberId, input.circleId ?? null, input.tagId, input.themeTagId ?? null, input.title, input.content, input.isAnonymous ? 1 : 0, JSON.stringify(greyWords), now, now, input.video ?? null, filesJson(input.files)));
    await saveImages(db, postId, input.images);
    if (input.circleId != null) await refreshCircleCounts(db, input.circleId);
    return postId;
  });
  return { id, greyWords };
}

async function ownPost(db: Db, id: number, memberId: number): Promise<{ circle_id: number | null }> {
  const row = await get<{ member_id: number; circle_id: number | null }>(db, "SELECT member_id, circle_id FROM posts WHERE id = ? AND status = 'PUBLISHED'", id);
  if (!row) throw notFound();
  if (row.member_id !== memberId) throw noPermission();
  return row;
}

export async function updatePost(db: Db, memberId: number, input: PostUpdateInput): Promise<PostSaveResult> {
  const before = await ownPost(db, input.id, memberId);
  if ((input.circleId ?? null) !== before.circle_id) await checkInput(db, memberId, input);
  else await checkInput(db, memberId, { ...input, circleId: null });
  const greyWords = await greyWordsIn(db, `${input.title}\n${input.content}`);
  await transaction(db, async () => {
    await run(
      db,
      `UPDATE posts SET circle_id = ?, tag_id = ?, theme_tag_id = ?, title = ?, content = ?, is_anonymous = ?, grey_words = ?, updated_at = ?, video = ?, files = ? WHERE id = ?`,
      input.circleId ?? null,
      input.tagId,
      input.themeTagId ?? null,
      input.title,
      input.content,
      input.isAnonymous ? 1 : 0,
      JSON.stringify(greyWords),
      nowText(),
      input.video ?? null,
      filesJson(input.files),
      input.id,
    );
    await saveImages(db, input.id, input.images);
    if (before.circle_id !== null && before.circle_id !== (input.circleId ?? null)) {
      await run(db, 'DELETE FROM circle_pins WHERE post_id = ?', input.id);
      await refreshCircleCounts(db, before.circle_id);
    }
    if (input.circleId != null) await refreshCircleCounts(db, input.circleId);
  });
  return { id: input.id, greyWords };
}

/** Removes an own post (status REMOVED; it leaves every list and its detail answers 404). */
export async function deletePost(db: Db, id: number, memberId: number): Promise<void> {
  const before = await ownPost(db, id, memberId);
  await transaction(db, async () => {
    await run(db, "UPDATE posts SET status = 'REMOVED', updated_at = ? WHERE id = ?", nowText(), id);
    await run(db, 'DELETE FROM circle_pins WHERE post_id = ?', id);
    if (before.circle_id !== null) await refreshCircleCounts(db, before.circle_id);
  });
}

/** G25: toggles the pin of a circle post; owner/admin of its circle only. */
export async function togglePin(db: Db, id: number, actorId: number): Promise<PostPinResult> {
  const post = await get<{ circle_id: number | null }>(db, "SELECT circle_id FROM posts WHERE id = ? AND status = 'PUBLISHED'", id);
  if (!post) throw notFound();
  if (post.circle_id === null) throw fail('This post is not in a circle');
  await requireManager(db, post.circle_id, actorId);
  const pinned = await get(db, 'SELECT 1 FROM circle_pins WHERE circle_id = ? AND post_id = ?', post.circle_id, id) !== undefined;
  if (pinned) await run(db, 'DELETE FROM circle_pins WHERE circle_id = ? AND post_id = ?', post.circle_id, id);
  else await run(db, 'INSERT INTO circle_pins (circle_id, post_id, pinned_at) VALUES (?, ?, ?)', post.circle_id, id, nowText());
  return { id, circleId: post.circle_id, isTop: !pinned };
}
