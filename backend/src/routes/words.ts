/**
 * POST /basic/words/validate {content} → the grey words found in the text (F33, G21).
 */
import type { FastifyInstance } from 'fastify';
import { wordsValidateInput } from '../../../lib/contract/interaction';
import type { AppContext } from '../context';
import type { Db } from '../db/connection';
import { all } from '../db/sql';
import { fail, ok } from '../http/envelope';
import { parse } from '../http/validate';

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

export function registerWordRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/basic/words/validate', async (request) => {
    const { content } = parse(wordsValidateInput, request.body);
    return ok(await greyWordsIn(ctx.db, content));
  });
}
