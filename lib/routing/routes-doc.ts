import { servedByProxy } from './fast-path';
import { ROUTES, UNROUTED_PAGES, type RouteDef, type RouteEntry } from './route-table';

const PAGE_ROOT = 'app/v/[variant]/';

const code = (s: string) => `\`${s}\``;

/** How a matched pattern is served: `fast` (page cache, then next.config rewrites) or `proxy`, and its flags. */
function way(route: RouteDef): string {
  const flags = [route.login && 'login', route.personal && 'personal', route.paged && 'paged'].filter(Boolean);
  return [servedByProxy(route) ? 'proxy' : 'fast', ...flags].join(', ');
}

function row(entry: RouteEntry): string {
  const pattern = entry.match ? `${code(entry.pattern)} (matched as ${entry.match.map(code).join(', ')})` : code(entry.pattern);
  const aliases = (entry.aliases ?? []).map((a) => `${code(a.pattern)} (${way(a)})`).join(', ');
  return `| ${pattern} | ${code(PAGE_ROOT + entry.page)} | ${way(entry)} | ${aliases} | ${entry.note} |`;
}

/** docs/routes.md: the route table (lib/routing/route-table.ts), one row per page file, in match order. */
export function renderRoutesDoc(): string {
  return [
    '# Routes',
    '',
    'Generated from the route table `lib/routing/route-table.ts` by `npm run docs:routes`; do not edit by hand',
    '(tests/unit/routes.test.ts fails when this page is stale). One row per page file, in match order: a URL takes the',
    "first row whose pattern (or one of its aliases, tried just before it) it fits with valid parameters; a URL that",
    "fits a row only with a bad parameter is a 404, and one that fits none goes home. Build a link with",
    '`href(pattern, params, query)` (lib/routing/routes.ts).',
    '',
    '**Way**: `fast` — a public page whose URL is its page folder: the page cache, then the next.config rewrites, never',
    '`proxy.ts`; `proxy` — `proxy.ts` decides (login gate, personal page, a URL mapped onto another folder). `login`:',
    'a visitor is sent to `/?redirect=…`; `personal`: rendered per request, never cached; `paged`: `?page=N` is part of',
    'the cached variant. Which path a URL takes, drawn: [architecture.md](architecture.md#which-path-does-my-url-take).',
    '',
    '| URL pattern | Page file | Way | Aliases | What |',
    '| --- | --- | --- | --- | --- |',
    ...(ROUTES as readonly RouteEntry[]).map(row),
    '',
    'Page files no URL reaches as its own:',
    '',
    ...UNROUTED_PAGES.map((p) => `- ${code(PAGE_ROOT + p.page)}: ${p.note}`),
    '',
  ].join('\n');
}
