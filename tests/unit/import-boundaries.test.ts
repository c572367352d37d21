import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = process.cwd();
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import boundaries (eslint.config.mjs, docs/architecture.md)', () => {
  // The first lint loads the plugins and the TypeScript resolver (tens of seconds on a busy machine).
  beforeAll(() => problems('lib/warm-up.ts', 'export const x = 1;\n'), 180_000);

  it('a lib module importing a store is reported', async () => {
    const found = await problems('lib/format/back-edge.ts', "import { useDialogs } from '@/stores/dialogs';\nexport const x = useDialogs;\n");
    expect(found.join('\n')).toMatch(/import\/no-restricted-paths: .*lib never imports components, stores or app/);
  });

  it('components/ui importing a domain folder is reported; providers are allowed', async () => {
    const found = await problems('components/ui/back-edge.tsx', "import { CircleCard } from '@/components/circle/circle-card';\nimport { useT } from '@/components/providers/i18n-context';\nexport const x = [CircleCard, useT];\n");
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/components\/ui never imports a domain folder/);
  });

  it('the backend importing web code, and the web importing the backend, are reported', async () => {
    // backend/src is linted with type information (the project service): the file must exist for the service to find it
    const backFile = path.join(root, 'backend/src/back-edge.ts');
    // the backend reaches the shared contract through the `@/` alias (tsconfig paths): the zones hold for it as for
    // relative paths — web code is reported, lib/contract and lib/constants pass
    const backCode =
      "import { href } from '@/lib/routing/routes';\nimport { pagingQuery } from '@/lib/contract/common';\nimport { CODE_SUCCESS } from '@/lib/constants';\nimport { maskMobile } from '../../lib/shared/mask';\nexport const x = [href, pagingQuery, CODE_SUCCESS, maskMobile];\n";
    writeFileSync(backFile, backCode);
    let back: string[];
    try {
      back = await problems('backend/src/back-edge.ts', backCode);
    } finally {
      rmSync(backFile, { force: true });
    }
    expect(back.filter((m) => m.startsWith('import/no-restricted-paths'))).toHaveLength(1);
    const web = await problems('lib/back-edge.ts', "import { readEnv } from '@/backend/src/config';\nexport const x = readEnv;\n");
    expect(web.join('\n')).toMatch(/The web never imports backend/);
    // the first type-aware lint of backend/src builds its TypeScript program (25 s seen with the e2e suite running beside)
  }, 120_000);

  it('process.env outside its owners is reported', async () => {
    const found = await problems('components/ui/env-read.ts', 'export const url = process.env.SITE_URL;\n');
    expect(found.join('\n')).toMatch(/no-restricted-properties: .*lib\/env\.ts/);
    expect(await problems('lib/env-owner-check.ts', 'export const url = 1;\n')).toEqual([]);
  });
});

describe('cycle check (scripts/check-cycles.mjs)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cycles-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const check = () => {
    try {
      execFileSync('node', [path.join(root, 'scripts/check-cycles.mjs'), dir], { stdio: 'pipe' });
      return { code: 0, stderr: '' };
    } catch (e) {
      const err = e as { status: number; stderr: Buffer };
      return { code: err.status, stderr: err.stderr.toString() };
    }
  };

  it('a value-import cycle fails the lint; a type-only back import does not', () => {
    mkdirSync(path.join(dir, 'lib'), { recursive: true });
    writeFileSync(path.join(dir, 'lib/a.ts'), "import { b } from '@/lib/b';\nexport const a = () => b;\n");
    writeFileSync(path.join(dir, 'lib/b.ts'), "import type { A } from './a';\nexport const b = 1 as unknown as A;\n");
    expect(check().code).toBe(0);
    writeFileSync(path.join(dir, 'lib/b.ts'), "import { a } from './a';\nexport const b = a;\n");
    const result = check();
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Import cycle: lib\/(a|b)\.ts → lib\/(a|b)\.ts/);
  });

  it('a cycle inside lib/data/ (the server data layer) is found too', () => {
    rmSync(path.join(dir, 'lib'), { recursive: true, force: true });
    mkdirSync(path.join(dir, 'lib/data'), { recursive: true });
    writeFileSync(path.join(dir, 'lib/data/news.ts'), "import { tags } from './tags';\nexport const news = () => tags;\n");
    writeFileSync(path.join(dir, 'lib/data/tags.ts'), "import { news } from '@/lib/data/news';\nexport const tags = news;\n");
    const result = check();
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Import cycle: lib\/data\/(news|tags)\.ts → lib\/data\/(news|tags)\.ts/);
  });

  it('the repository has no import cycle', () => {
    expect(() => execFileSync('node', [path.join(root, 'scripts/check-cycles.mjs')], { stdio: 'pipe' })).not.toThrow();
  });
});
