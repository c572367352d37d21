import { circlesCorpus } from './circles';
import { pick } from './news-context';
import { generatePostRows } from './posts-generator';
import { handWrittenPosts, type PostRow } from './posts-handwritten';
import type { SeedPost } from './types';

const pad = (n: number) => String(n).padStart(2, '0');

function postTime(i: number): string {
  const base = Date.UTC(2026, 10, 30, 20, 10, 0);
  const t = new Date(base - i * 6 * 3600_000 - pick(i + 5000, 0, 300) * 60_000);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:00`;
}

/** Hand-written and generated posts interleaved (newest first), titles deduplicated. */
function ordered(): PostRow[] {
  const generated = generatePostRows();
  const out: PostRow[] = [];
  const seen = new Set<string>();
  let h = 0;
  let g = 0;
  while (h < handWrittenPosts.length || g < generated.length) {
    const takeHand = h < handWrittenPosts.length && (out.length % 6 === 0 || g >= generated.length);
    const row = (takeHand ? handWrittenPosts[h++] : generated[g++]) as PostRow;
    if (seen.has(row[3])) continue;
    seen.add(row[3]);
    out.push(row);
  }
  return out;
}

/**
 * Every post. A circle is kept only when the author is a member of it (publishing in a circle needs JOINED).
 */
export const postsCorpus: SeedPost[] = ordered().map(([siteTagId, themeTagId, authorIndex, title, content, circleIndex, images, anonymous], i) => {
  const post: SeedPost = {
    title,
    content,
    siteTagId,
    themeTagId,
    authorIndex,
    imageCount: Math.max(0, Math.min(4, images ?? 0)),
    publishTime: postTime(i),
    viewCount: pick(i + 7000, 40, 3200),
    likeCount: pick(i + 8000, 0, 120),
  };
  if (circleIndex !== undefined && circlesCorpus[circleIndex]?.memberIndexes.includes(authorIndex)) post.circleIndex = circleIndex;
  if (anonymous) post.isAnonymous = true;
  return post;
});
