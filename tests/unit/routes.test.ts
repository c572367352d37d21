import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decide } from '@/lib/routing/decide';
import { servedByProxy } from '@/lib/routing/fast-path';
import { matchPath, type ParamKind } from '@/lib/routing/match';
import { ROUTES, UNROUTED_PAGES, type RouteDef, type RouteEntry } from '@/lib/routing/route-table';
import { renderRoutesDoc } from '@/lib/routing/routes-doc';
import { buildPath, href } from '@/lib/routing/routes';

const root = process.cwd();
const PAGE_ROOT = 'app/v/[variant]';
const entries = ROUTES as readonly RouteEntry[];
const doc = () => readFileSync(join(root, 'docs/routes.md'), 'utf8');

/** Every page.tsx under app/, from the repository root. */
const appPages = () =>
  readdirSync(join(root, 'app'), { recursive: true, encoding: 'utf8' })
    .filter((p) => p.split('/').at(-1) === 'page.tsx')
    .map((p) => `app/${p}`);

/**
 * The page file Next's App Router serves for an internal path below `app/v/[variant]` (route groups are transparent;
 * a static folder wins over `[param]`, which wins over `[...rest]` and `[[...rest]]`), relative to that folder.
 */
function servedPage(segments: readonly string[], dir = ''): string | null {
  const children = (d: string): string[] =>
    readdirSync(join(root, PAGE_ROOT, d), { withFileTypes: true }).flatMap((e) => {
      if (!e.isDirectory()) return [];
      const path = d ? `${d}/${e.name}` : e.name;
      return /^\(.+\)$/.test(e.name) ? children(path) : [path];
    });
  const page = (d: string) => (existsSync(join(root, PAGE_ROOT, d, 'page.tsx')) ? `${d}/page.tsx` : null);
  const name = (c: string) => c.split('/').at(-1) ?? '';
  const all = children(dir);
  const optionalRest = all.filter((c) => /^\[\[\.\.\..+\]\]$/.test(name(c)));
  if (segments.length === 0) return page(dir) ?? optionalRest.map(page).find(Boolean) ?? null;
  const [head, ...rest] = segments;
  for (const c of all.filter((c) => name(c) === head)) {
    const found = servedPage(rest, c);
    if (found) return found;
  }
  for (const c of all.filter((c) => /^\[[^.[].*\]$/.test(name(c)))) {
    const found = servedPage(rest, c);
    if (found) return found;
  }
  const restPage = all.filter((c) => /^\[\.\.\..+\]$/.test(name(c))).map(page).find(Boolean);
  return restPage ?? optionalRest.map(page).find(Boolean) ?? null;
}

/** A value each parameter kind accepts. */
function sample(kind: ParamKind | undefined): string {
  if (Array.isArray(kind)) return kind[0] as string;
  return ({ id: '12', code: 'expo', slug: 'latest' } as Record<string, string>)[kind as string] ?? 'sample';
}

const sampleUrl = (route: RouteDef) => route.pattern.replace(/:(\w+)\??/g, (_, name: string) => sample(route.kinds?.[name]));

describe('the route table (lib/routing/route-table.ts)', () => {
  it('docs/routes.md is the output of npm run docs:routes (stale doc fails)', () => {
    expect(doc()).toBe(renderRoutesDoc());
  });

  it('every page file docs/routes.md prints opens as printed (route groups included)', () => {
    const printed = [...doc().matchAll(/`(app\/[^`]+\/page\.tsx)`/g)].map((m) => m[1]!);
    expect(printed.length).toBe(entries.length + UNROUTED_PAGES.length);
    expect(printed.filter((p) => !existsSync(join(root, p)))).toEqual([]);
  });

  it('every page.tsx under app/ has one entry, or is one of the listed exceptions; no entry names a missing file', () => {
    const named = [...entries, ...UNROUTED_PAGES].map((e) => `${PAGE_ROOT}/${e.page}`);
    expect(new Set(named).size).toBe(named.length);
    expect([...named].sort()).toEqual(appPages().sort());
  });

  it('every pattern, alias and match form lands on its entry’s page file (as Next routes the rewritten path)', () => {
    const member = { isLogin: true, memberId: null, lang: null };
    for (const entry of entries) {
      for (const route of ([] as RouteDef[]).concat(entry.aliases ?? [], (entry.match ?? [entry.pattern]).map((pattern) => ({ ...entry, pattern })))) {
        const url = sampleUrl(route);
        const d = decide({ pathname: url, search: '?circleId=7', host: 'localhost', session: member, layoutCookie: null, device: { isMobile: false, isTablet: false } });
        expect(d.kind, url).toBe('rewrite');
        if (d.kind !== 'rewrite') continue;
        expect(d.route?.pattern, url).toBe(route.pattern);
        expect(servedPage(d.path.split('/').filter(Boolean).slice(2)), url).toBe(entry.page);
      }
    }
  });

  it('an alias always goes through the proxy, and match forms are the link pattern with literal segments', () => {
    for (const entry of entries) {
      for (const alias of entry.aliases ?? []) expect(servedByProxy(alias), alias.pattern).toBe(true);
      for (const form of entry.match ?? []) expect(matchPath(entry.pattern, form), form).not.toBeNull();
    }
  });

  it('builds paths with encoded segments, optional tails and a query', () => {
    expect(href('/news/:id', { id: 12 })).toBe('/news/12');
    expect(href('/search/:webSiteName/:word', { webSiteName: 'news', word: '食品 包装/纸' }, { sort: 'time', tagId: undefined })).toBe(
      `/search/news/${encodeURIComponent('食品 包装/纸')}?sort=time`,
    );
    expect(href('/circle/:id/:postTag?/:themeTag?', { id: 3 })).toBe('/circle/3');
    expect(href('/circle/:id/:postTag?/:themeTag?', { id: 3, postTag: 'hot', themeTag: 'x y' })).toBe('/circle/3/hot/x%20y');
    expect(href('/news/:classTag?/:themeTag?')).toBe('/news');
    expect(href('/people/circle/latest', {}, { circleId: 7 })).toBe('/people/circle/latest?circleId=7');
    expect(() => buildPath('/news/:id', {})).toThrow(/missing param id/);
  });

  it('rejects wrong params at compile time', () => {
    // @ts-expect-error the id is required
    expect(() => href('/news/:id', {})).toThrow();
    // @ts-expect-error not a built route
    expect(href('/not-built/:id', { id: 1 })).toBe('/not-built/1');
  });
});
