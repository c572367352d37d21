import { WORD_VALIDATE_TIMEOUT_MS } from '@/lib/constants';
import { wordsValidateResultSchema } from '@/lib/contract/interaction';
import type { Transport } from '@/lib/api/transport';

/** F33 / G21: `POST /basic/words/validate` (60 s timeout) → the grey words found (empty when clean). */
export function validateWords(t: Transport, content: string): Promise<string[]> {
  return t.post('/basic/words/validate', { body: { content }, schema: wordsValidateResultSchema, timeout: WORD_VALIDATE_TIMEOUT_MS });
}
