/**
 * The backend suite on PostgreSQL (`npm run test:backend:pg`): a throwaway PostgreSQL (or the server of
 * `TEST_DATABASE_URL`, a superuser URL), the seed copied once into a template database, and every test file's
 * API on a database created from it (tests/backend/postgres-databases.ts).
 */
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../backend/src/db/postgres/connect';
import { copySqliteToPostgres } from '../../backend/src/db/postgres/copy-from-sqlite';
import { startTempPostgres } from '../../backend/src/db/postgres/temp-server';
import { seedTemplate } from './global-setup';
import { withDatabase } from './postgres-databases';

const TEMPLATE = 'platform_seed';

export default async function setup(project: TestProject) {
  const { seedDbPath, remove } = await seedTemplate();
  const given = process.env.TEST_DATABASE_URL;
  const server = given ? null : await startTempPostgres();
  const adminUrl = given ?? server!.url;
  const pg = await import('pg');
  const admin = new pg.default.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  await admin.end();
  const templateUrl = withDatabase(adminUrl, TEMPLATE);
  const db = await openPostgres(templateUrl, { poolSize: 1 });
  await db.close();
  await copySqliteToPostgres(seedDbPath, templateUrl);
  project.provide('seedDbPath', seedDbPath);
  project.provide('postgres', { adminUrl, template: TEMPLATE });
  return async () => {
    await server?.stop();
    remove();
  };
}
