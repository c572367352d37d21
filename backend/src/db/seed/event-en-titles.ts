import type { SeedContext } from './context';
import { EVENT_EN_TITLES } from './corpus/events-en';

/** Gives the seeded events their English titles (corpus/events-en.ts); draws nothing from the random sequence. */
export function seedEventEnTitles(ctx: SeedContext): void {
  const update = ctx.db.prepare('UPDATE events SET en_title = ? WHERE title = ? AND en_title IS NULL');
  for (const [title, enTitle] of Object.entries(EVENT_EN_TITLES)) update.run(enTitle, title);
}
