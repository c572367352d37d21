/**
 * The grey-word list (F33, G21): the words a text contains, and the refusal of content that has any.
 */
import type { Db } from '../db/connection';
import { all } from '../db/sql';
import { fail } from '../http/envelope';

/** Grey words contained in `text` (case-insensitive, tags and whitespace ignored), in list order. */
export async function greyWordsIn(db: Db, text: string): Promise<string[]> {
  const plain = text
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, '')
    .toLowerCase();
  if (!plain) return [];
  const words = await all<{ word: string }>(db, 'SELECT word FROM grey_words ORDER BY word');
  return words.map((w) => w.word).filter((w) => plain.includes(w.replace(/\s+/g, '').toLowerCase()));
}

export const GREY_WORDS_MESSAGE = '内容包含违规词，请修改后再发布';

/** Refuses content with grey words (code 1, data: the words). */
export async function assertNoGreyWords(db: Db, ...texts: string[]): Promise<void> {
  const found = await greyWordsIn(db, texts.join('\n'));
  if (found.length > 0) throw fail(GREY_WORDS_MESSAGE, found);
}
