import { ROUTE_PAGES, UNLINKED_PAGES, type RouteEntry } from './routes';

/**
 * docs/routes.md: every URL pattern of lib/routing/routes.ts with its page file and aliases. `pageFiles` maps a page as
 * the table names it (route groups left out) to its real path (scripts/app-page-files.ts), so every path opens.
 */
export function renderRoutesDoc(pageFiles: ReadonlyMap<string, string>): string {
  const real = (page: string) => pageFiles.get(page) ?? `app/v/[variant]/${page}`;
  const rows = Object.entries(ROUTE_PAGES as Record<string, RouteEntry>).map(
    ([pattern, r]) =>
      `| \`${pattern}\` | \`${real(r.page)}\` | ${(r.aliases ?? []).map((a) => (a.startsWith('/') ? `\`${a}\`` : a)).join(', ')} | ${r.note} |`,
  );
  return [
    '# Routes',
    '',
    'Generated from `lib/routing/routes.ts` by `npm run docs:routes`; do not edit by hand (tests/unit/routes.test.ts fails when',
    'this page is stale). Page files are relative to the repository, route-group folders such as `(site)` included.',
    'Build a link with `href(pattern, params, query)`; the proxy (lib/routing/route-table.ts) maps the public URL and its',
    'aliases onto the page folder.',
    '',
    '| URL pattern | Page file | Aliases | What |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    'Page files no link targets:',
    '',
    ...UNLINKED_PAGES.map((p) => `- \`${real(p)}\``),
    '',
  ].join('\n');
}
