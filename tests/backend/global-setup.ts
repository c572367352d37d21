/**
 * Seeds the bundled API's database once per `vitest run` (≈ 3 s with the search indexes) into a template file;
 * every backend test file copies it (`createTestApi` in helpers.ts) instead of seeding its own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { resetDatabase } from '../../backend/src/db/reset';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded template database of this run. */
    seedDbPath: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-seed-'));
  const seedDbPath = path.join(dir, 'template.db');
  await resetDatabase(seedDbPath);
  project.provide('seedDbPath', seedDbPath);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
