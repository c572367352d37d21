/**
 * Test databases on the suite's PostgreSQL (tests/backend/postgres.global-setup.ts): each test file's API gets a
 * database of its own, created from the seeded template (a file copy inside PostgreSQL, about as fast as copying
 * the SQLite file), and dropped when the file's tests end.
 */
import crypto from 'node:crypto';
import pg from 'pg';

export interface SuitePostgres {
  /** The server's maintenance database (`postgres://…/postgres`), to create and drop databases. */
  adminUrl: string;
  /** The seeded database every test database copies. */
  template: string;
}

async function onAdmin<T>(postgres: SuitePostgres, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgres.adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function createDatabaseFromTemplate(postgres: SuitePostgres): Promise<string> {
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  await onAdmin(postgres, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${postgres.template}`));
  return withDatabase(postgres.adminUrl, name);
}

export async function dropDatabase(postgres: SuitePostgres, url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^t_[0-9a-f]+$/.test(name)) throw new Error(`not a test database: ${name}`);
  await onAdmin(postgres, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

export { withDatabase };
