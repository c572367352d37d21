/**
 * Seeds the dictionary (E19) from its corpus, in category order. Draws nothing from the random sequence.
 */
import { dictionaryCorpus } from './corpus/dictionary';
import { SEED_BASE_DATE, type SeedContext } from './context';

export function seedDictionary(ctx: SeedContext): void {
  const insert = ctx.db.prepare(
    'INSERT INTO dict_entries (word, en_word, explanation, en_explanation, category, sort, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  let sort = 0;
  for (const { category, rows } of dictionaryCorpus) {
    for (const [word, enWord, explanation, enExplanation] of rows) {
      sort += 1;
      insert.run(word, enWord, explanation, enExplanation, category, sort, SEED_BASE_DATE);
    }
  }
}
