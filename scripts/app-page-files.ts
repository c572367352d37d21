import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every page.tsx under `app/v/[variant]`, keyed by its path with the route-group folders `(group)` left out (the
 * form lib/routing/routes.ts names pages in), valued by its real path from the repository root.
 */
export function appPageFiles(root = process.cwd()): Map<string, string> {
  const base = 'app/v/[variant]';
  const found = new Map<string, string>();
  const walk = (dir: string, groupless: string[], real: string[]) => {
    for (const name of readdirSync(join(root, dir))) {
      const full = join(dir, name);
      if (statSync(join(root, full)).isDirectory()) walk(full, /^\(.+\)$/.test(name) ? groupless : [...groupless, name], [...real, name]);
      else if (name === 'page.tsx') found.set([...groupless, name].join('/'), [base, ...real, name].join('/'));
    }
  };
  walk(base, [], []);
  return found;
}
