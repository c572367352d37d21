/** Compact article drafts and their HTML rendering (no scripts, no event handlers, only static markup). */

export interface NewsDraft {
  title: string;
  summary: string;
  /** Opening paragraph. */
  lead: string;
  /** Sub-heading of the main section. */
  heading: string;
  /** 2–4 body paragraphs; may contain <strong>. */
  body: string[];
  /** Bullet list (3–5 items). */
  list: string[];
  /** [quotation, speaker] */
  quote?: [string, string];
  /** Optional second sub-heading placed before the closing paragraph. */
  heading2?: string;
  close: string;
  /** Alt text of an inline illustration (a seed photo of the article's subject). */
  image?: string;
  /** [href, link text] appended to the closing paragraph. */
  link?: [string, string];
  classTag: string;
  themeTags: string[];
  sourceTag: string;
  keywords: string;
  siteTags?: number[];
  categoryTag?: string;
  author: string;
  columnIndex?: number;
}

export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function renderArticle(d: NewsDraft, image: string): string {
  const parts: string[] = [`<p>${d.lead}</p>`];
  if (d.image) parts.push(`<p><img src="${escapeHtml(image)}" alt="${escapeHtml(d.image)}"></p>`);
  parts.push(`<h3>${d.heading}</h3>`);
  const [first, ...rest] = d.body;
  if (first) parts.push(`<p>${first}</p>`);
  parts.push(`<ul>${d.list.map((li) => `<li>${li}</li>`).join('')}</ul>`);
  for (const p of rest) parts.push(`<p>${p}</p>`);
  if (d.quote) parts.push(`<blockquote><p>“${d.quote[0]}”</p><p>——${d.quote[1]}</p></blockquote>`);
  if (d.heading2) parts.push(`<h3>${d.heading2}</h3>`);
  const link = d.link ? `详情可参阅<a href="${escapeHtml(d.link[0])}" target="_blank" rel="noopener noreferrer">${d.link[1]}</a>。` : '';
  parts.push(`<p>${d.close}${link}</p>`);
  return parts.join('\n');
}
