/**
 * The platform's review step from the command line: `npm run review -- achievement <id> pass|block [remark]`.
 * Works on the database at DB_PATH (like `npm run seed`), sends the member the achievement notice and
 * asks the web to refresh the achievement's pages. Exit code 0 on success, 1 otherwise.
 */
import { achievementReviewInput } from '@/lib/contract/achievement';
import { achievementChangeTags } from '@/lib/contract/cache-tags';
import { readEnv } from './config';
import { openDatabase } from './db/connection';
import { ApiError } from './http/envelope';
import { revalidateWeb } from './http/revalidate';
import { reviewAchievement } from './repo/achievements-write';

const USAGE = 'usage: npm run review -- achievement <id> pass|block [remark]';

async function main(args: string[]): Promise<number> {
  const [kind, id, result, ...remark] = args;
  if (kind !== 'achievement') {
    console.error(USAGE);
    return 1;
  }
  const input = achievementReviewInput.safeParse({ id, result, remark: remark.length > 0 ? remark.join(' ') : undefined });
  if (!input.success) {
    console.error(USAGE);
    return 1;
  }
  const db = await openDatabase(readEnv());
  try {
    const done = await reviewAchievement(db, input.data);
    console.log(`achievement ${done.id}: ${done.auditStatus} (notice sent to member ${done.memberId})`);
  } catch (error) {
    console.error(error instanceof ApiError ? `achievement ${input.data.id}: ${error.message}` : error);
    return 1;
  } finally {
    await db.close();
  }
  await revalidateWeb(achievementChangeTags(input.data.id));
  return 0;
}

void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
