import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/lib/routing/route-table';
import { buildPath, href, ROUTE_PAGES, UNLINKED_PAGES, type RouteEntry } from '@/lib/routing/routes';
import { renderRoutesDoc } from '@/lib/routing/routes-doc';
import { appPageFiles } from '../../scripts/app-page-files';

const entries = Object.entries(ROUTE_PAGES as Record<string, RouteEntry>);
const PAGE_FILES = appPageFiles();

describe('link table (lib/routing/routes.ts)', () => {
  it('docs/routes.md is the output of npm run docs:routes (stale doc fails)', () => {
    expect(readFileSync(join(process.cwd(), 'docs/routes.md'), 'utf8')).toBe(renderRoutesDoc(PAGE_FILES));
  });

  it('every page file docs/routes.md prints opens as printed (route groups included)', () => {
    const printed = [...readFileSync(join(process.cwd(), 'docs/routes.md'), 'utf8').matchAll(/`(app\/[^`]+\/page\.tsx)`/g)].map((m) => m[1]!);
    expect(printed.length).toBeGreaterThan(80);
    expect(printed.filter((p) => !existsSync(join(process.cwd(), p)))).toEqual([]);
  });

  it('every table entry names an existing page file and every page file has an entry', () => {
    const files = [...PAGE_FILES.keys()].sort();
    const named = [...entries.map(([, r]) => r.page), ...UNLINKED_PAGES].sort();
    expect(named).toEqual(files);
  });

  it("every link pattern or one of its aliases is a pattern of the proxy's route table", () => {
    for (const [pattern, r] of entries) {
      // The public pattern (or an alias) is one the proxy's route table knows, so the link is served.
      expect(ROUTES.some((d) => d.pattern === pattern || (r.aliases ?? []).includes(d.pattern)), pattern).toBe(true);
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
