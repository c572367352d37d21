import type { RoutePattern } from './route-table';

/**
 * The links the site builds: `href('/news/:id', { id })` is the only way to write an internal URL. The patterns are
 * those of the route table (lib/routing/route-table.ts, one entry per page; docs/routes.md lists them), imported as a
 * type only, so a component that builds a link does not load the table.
 */
type ParamValue = string | number;
type SegmentParams<S extends string> = S extends `:${infer N}?`
  ? { [K in N]?: ParamValue | null }
  : S extends `:${infer N}`
    ? { [K in N]: ParamValue }
    : unknown;
type PathParams<P extends string> = P extends `/${infer Head}/${infer Rest}`
  ? SegmentParams<Head> & PathParams<`/${Rest}`>
  : P extends `/${infer Head}`
    ? SegmentParams<Head>
    : unknown;
type Flatten<T> = { [K in keyof T]: T[K] };

/** The params of a pattern: `RouteParams<'/news/:id'>` is `{ id: string | number }`. */
export type RouteParams<P extends string> = Flatten<PathParams<P> & object>;
export type RouteQuery = Record<string, ParamValue | null | undefined>;

type HrefArgs<P extends string> = object extends RouteParams<P>
  ? [params?: RouteParams<P>, query?: RouteQuery]
  : [params: RouteParams<P>, query?: RouteQuery];

/**
 * The URL of a built route: params fill the pattern's segments (each encoded), the first missing
 * optional param ends the path, and query values that are null, undefined or '' are left out.
 */
export function href<P extends RoutePattern>(pattern: P, ...[params, query]: HrefArgs<P>): string {
  return buildPath(pattern, (params ?? {}) as Record<string, ParamValue | null | undefined>, query);
}

/** The untyped builder behind `href` (exported for tests and the docs script). */
export function buildPath(pattern: string, params: Record<string, ParamValue | null | undefined>, query?: RouteQuery): string {
  const parts: string[] = [];
  for (const seg of pattern.split('/').filter(Boolean)) {
    if (!seg.startsWith(':')) {
      parts.push(seg);
      continue;
    }
    const optional = seg.endsWith('?');
    const name = seg.slice(1, optional ? -1 : undefined);
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      if (optional) break;
      throw new Error(`href(${pattern}): missing param ${name}`);
    }
    parts.push(encodeURIComponent(String(value)));
  }
  const path = `/${parts.join('/')}`;
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
