import { readdirSync, readFileSync } from 'node:fs';

/**
 * Test files that replace modules (`vi.mock`, `vi.doMock`) or globals (`vi.stubGlobal`) in `dir` (from the project
 * root): they need a fresh module graph of their own. Every other unit and backend file shares its worker's modules
 * with the files before it (`isolate: false`), which skips re-importing the same graph for every file — the unit
 * project runs ≈ 3× faster, the PostgreSQL backend run 209 s → 98 s, and the component files that mock nothing share
 * antd, React and msw (Testing Library unmounts after each test). Used by vitest.config.mts and the PostgreSQL run's.
 */
export function replacingModules(dir: string): string[] {
  return readdirSync(new URL(`../${dir}`, import.meta.url))
    .filter((name) => /\.test\.tsx?$/.test(name))
    .filter((name) => /\bvi\.(mock|doMock|stubGlobal)\(/.test(readFileSync(new URL(`../${dir}/${name}`, import.meta.url), 'utf8')))
    .map((name) => `${dir}/${name}`);
}
