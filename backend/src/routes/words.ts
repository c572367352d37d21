/**
 * POST /basic/words/validate {content} → the grey words found in the text (F33, G21).
 */
import type { FastifyInstance } from 'fastify';
import { wordsValidateInput } from '@/lib/contract/interaction';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { parse } from '../http/validate';
import { greyWordsIn } from '../repo/grey-words';

export function registerWordRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/basic/words/validate', async (request) => {
    const { content } = parse(wordsValidateInput, request.body);
    return ok(await greyWordsIn(ctx.db, content));
  });
}
