/**
 * Chinese word segmentation for search (issue 18 item 3): the indexed text and the query are cut into words
 * by jieba (`@node-rs/jieba`, a prebuilt native module from the npm registry; no build step). The index holds
 * the search-mode cut (every dictionary sub-word as well: 食品包装机 → 食品 / 包装 / 食品包装 / 包装机 …), the
 * query the precise cut, so a query word finds the texts whose words contain it.
 */
import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';

let jieba: Jieba | null = null;

/** The segmenter, loaded on first use (about 0.2 s for the dictionary). */
function segmenter(): Jieba {
  jieba ??= Jieba.withDict(dict);
  return jieba;
}

/** A token worth indexing or searching: it holds a letter or a digit (punctuation and spaces are dropped). */
const WORD = /[\p{L}\p{N}]/u;
const CJK = /^\p{Script=Han}$/u;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/** Function words that say nothing on their own; dropped from a query that has other words. */
const STOP_CHARS = new Set(['的', '了', '和', '与', '及', '在', '是', '或', '之', '对', '为', '把', '被', '从', '等']);

/** Longest keyword the search reads (the API's search calls take at most 50 characters). */
export const MAX_SEARCH_KEYWORD = 50;

/** `<p>a&amp;b</p>` → `a&b`: the words of stored HTML, for the index only (never shown). */
export function textOfHtml(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * The indexed form of a text: its search-mode words, lower-cased, separated by spaces, then each Chinese character
 * once (a one-character query such as 袋 finds 包装袋 through it, without scanning every text).
 */
export function indexText(...parts: (string | null | undefined)[]): string {
  const text = parts.filter((p): p is string => Boolean(p)).join('\n');
  if (!text) return '';
  const words = segmenter()
    .cutForSearch(text, true)
    .filter((w) => WORD.test(w))
    .map((w) => w.toLowerCase());
  const characters = new Set<string>();
  for (const word of words) {
    if (word.length < 2) continue;
    for (const ch of word) if (CJK.test(ch)) characters.add(ch);
  }
  return [...words, ...characters].join(' ');
}

/**
 * One word of a query: `text` as cut (lower-cased), `parts` the dictionary sub-words that also find it where a
 * text writes them apart (食品包装 → 食品, 包装), and `single` for one Chinese character (matched exactly: the
 * index holds every character of a text as well).
 */
export interface SearchTerm {
  text: string;
  parts: string[];
  single: boolean;
}

/**
 * The words of a search (E11, issue 18 item 3): split at spaces, each piece cut by jieba (precise mode); every
 * word must match. Duplicates and function words (when other words remain) are dropped. Empty for a blank query.
 */
export function searchTerms(keyword: string): SearchTerm[] {
  const pieces = keyword.trim().slice(0, MAX_SEARCH_KEYWORD).split(/\s+/).filter(Boolean);
  const seen = new Set<string>();
  const words: string[] = [];
  for (const piece of pieces) {
    for (const raw of segmenter().cut(piece, true)) {
      // Only letters and digits count (100% is 100, as the index reads it).
      const word = raw.toLowerCase().replace(NOT_WORD, '');
      if (!word || seen.has(word)) continue;
      seen.add(word);
      words.push(word);
    }
  }
  const meaningful = words.filter((w) => !STOP_CHARS.has(w));
  return (meaningful.length > 0 ? meaningful : words).map((text) => ({ text, parts: tiling(text), single: CJK.test(text) }));
}

/**
 * The dictionary sub-words (2+ characters) that, side by side, spell `word` exactly (食品包装 → 食品 + 包装);
 * empty when there is no such tiling (包装机 is 包装 + 机: the lone 机 would match almost anything).
 */
function tiling(word: string): string[] {
  const candidates = new Set(
    segmenter()
      .cutForSearch(word, false)
      .map((w) => w.toLowerCase())
      .filter((w) => w !== word && [...w].length > 1 && WORD.test(w)),
  );
  const found = (rest: string): string[] | null => {
    if (rest === '') return [];
    for (const part of [...candidates].sort((a, b) => b.length - a.length)) {
      if (!rest.startsWith(part)) continue;
      const tail = found(rest.slice(part.length));
      if (tail) return [part, ...tail];
    }
    return null;
  };
  return found(word) ?? [];
}

/** The words a result view highlights: each query word and its sub-words, longest first. */
export function highlightTerms(terms: readonly SearchTerm[]): string[] {
  const all = new Set<string>();
  for (const term of terms) {
    all.add(term.text);
    for (const part of term.parts) all.add(part);
  }
  return [...all].sort((a, b) => b.length - a.length);
}
