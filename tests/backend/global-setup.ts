/**
 * Seeds the bundled API's database once per `vitest run` (≈ 3 s with the search indexes) into a template file;
 * every backend test file copies it (`createTestApi` in helpers.ts) instead of seeding its own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { resetDatabase } from '../../backend/src/db/reset';
import type { SuitePostgres } from './postgres-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded template database of this run. */
    seedDbPath: string;
    /** The run's PostgreSQL and its seeded template database; null when the suite runs on SQLite. */
    postgres: SuitePostgres | null;
  }
}

/** Seeds the template SQLite file; answers its path and the clean-up. */
export async function seedTemplate(): Promise<{ seedDbPath: string; remove: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-seed-'));
  const seedDbPath = path.join(dir, 'template.db');
  await resetDatabase(seedDbPath);
  return { seedDbPath, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export default async function setup(project: TestProject) {
  const { seedDbPath, remove } = await seedTemplate();
  project.provide('seedDbPath', seedDbPath);
  project.provide('postgres', null);
  return remove;
}
