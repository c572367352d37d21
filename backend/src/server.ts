/**
 * Starts the platform API: reads the environment, creates, migrates and (when empty) seeds the
 * database, then listens. `npm run api`.
 */
import { buildApp, API_PREFIX } from './app';
import { assertProductionConfig, readEnv } from './config';
import { openDatabase, openSqlite } from './db/connection';
import { seedPostgresIfEmpty } from './db/postgres/seed';
import { isDatabaseEmpty, seedDatabase, seedSummary } from './db/seed';
import { redactStream } from '@/lib/shared/redact';

// Tokens never reach the log in clear, whoever prints them (issue 17 item 6; the logger redacts its own lines too).
redactStream(process.stdout);
redactStream(process.stderr);

async function main(): Promise<void> {
  const env = readEnv();
  // before anything is created or seeded: a production start with development secrets stops here
  assertProductionConfig(env);
  const started = Date.now();
  if (env.databaseUrl) {
    const db = await openDatabase(env);
    try {
      const summary = await seedPostgresIfEmpty(db, env.databaseUrl, env.seedScale);
      if (summary) console.log(`Seeded PostgreSQL in ${Date.now() - started} ms`, summary);
    } finally {
      await db.close();
    }
  } else {
    const db = openSqlite(env.dbPath);
    if (isDatabaseEmpty(db)) {
      seedDatabase(db);
      console.log(`Seeded ${env.dbPath} in ${Date.now() - started} ms`, seedSummary(db));
    }
    db.close();
  }

  const app = await buildApp({ dbPath: env.dbPath, env, logger: true });
  const shutdown = (signal: string): void => {
    app.log.info(`${signal}: closing`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ host: env.host, port: env.port });
  console.log(`API listening on http://${env.host}:${env.port}${API_PREFIX}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error && /^NODE_ENV=production/.test(error.message) ? error.message : error);
  process.exit(1);
});
