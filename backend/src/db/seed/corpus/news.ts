import { pick } from './news-context';
import { generateNewsDrafts } from './news-generator';
import { newsArticlesA } from './news-articles-a';
import { newsArticlesB } from './news-articles-b';
import { renderArticle, type NewsDraft } from './news-render';
import { photoSubject, seedPhoto } from '../photos';
import type { SeedNews } from './types';

/** Hand-written articles (40). */
export const handWrittenNews: NewsDraft[] = [...newsArticlesA, ...newsArticlesB];

const pad = (n: number) => String(n).padStart(2, '0');

/** Publish time of the i-th article, newest first: 2026-11-30 back by about 31 hours per step. */
export function newsPublishTime(i: number): string {
  const base = Date.UTC(2026, 10, 30, 9, 30, 0);
  const t = new Date(base - i * 31 * 3600_000 - pick(i + 7, 0, 50) * 60_000);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:00`;
}

function ordered(): NewsDraft[] {
  const generated = generateNewsDrafts();
  const out: NewsDraft[] = [];
  let h = 0;
  let g = 0;
  while (h < handWrittenNews.length || g < generated.length) {
    // one hand-written article after every four generated ones; the newest one is hand-written
    if (h < handWrittenNews.length && (out.length % 5 === 0 || g >= generated.length)) out.push(handWrittenNews[h++] as NewsDraft);
    else out.push(generated[g++] as NewsDraft);
  }
  return out;
}

export const newsCorpus: SeedNews[] = ordered().map((d, i) => {
  const cover = (i % 40) + 1;
  const popular = d.siteTags?.includes(101) ?? false;
  const viewCount = pick(i + 1000, popular ? 8000 : 300, popular ? 36000 : 9000);
  const item: SeedNews = {
    title: d.title,
    summary: d.summary,
    // issue 18 item 11: the inline picture shows the article's subject, in another composition than its cover
    content: renderArticle(d, seedPhoto(photoSubject(d.title, d.keywords), cover + 1)),
    classTag: d.classTag,
    themeTags: d.themeTags,
    sourceTag: d.sourceTag,
    seoKeywords: d.keywords,
    siteTags: d.siteTags ?? [],
    cover,
    author: d.author,
    publishTime: newsPublishTime(i),
    viewCount,
    likeCount: Math.floor(viewCount / pick(i + 2000, 18, 60)),
  };
  if (d.categoryTag) item.categoryTag = d.categoryTag;
  if (d.columnIndex !== undefined) item.columnIndex = d.columnIndex;
  return item;
});
