/**
 * A small path matcher for the route table. Patterns use `/seg`, `/:name`, `/:name?` (optional, only
 * at the end) and `/*` (the rest, one or more segments). Each param can carry a validator kind.
 */

export type ParamKind = 'id' | 'code' | 'slug' | 'any' | readonly string[];

export interface MatchResult {
  params: Record<string, string | undefined>;
  /** false when the shape matched but a param failed its validator (→ 404, checklist A09). */
  valid: boolean;
}

const VALIDATORS: Record<'id' | 'code' | 'slug' | 'any', RegExp> = {
  // A07: ids in routes are digits only.
  id: /^\d+$/,
  // A10: tag codes must not start with a digit.
  code: /^[A-Za-z_][\w-]*$/,
  slug: /^[\w-]+$/,
  any: /^.+$/,
};

export function validateParam(kind: ParamKind, value: string): boolean {
  if (Array.isArray(kind)) return kind.includes(value);
  return VALIDATORS[kind as keyof typeof VALIDATORS].test(value);
}

interface Token {
  literal?: string;
  name?: string;
  optional?: boolean;
  rest?: boolean;
}

const cache = new Map<string, Token[]>();

function tokenize(pattern: string): Token[] {
  const hit = cache.get(pattern);
  if (hit) return hit;
  const tokens = pattern
    .split('/')
    .filter(Boolean)
    .map((seg): Token => {
      if (seg === '*') return { name: 'rest', rest: true };
      if (seg.startsWith(':')) {
        const optional = seg.endsWith('?');
        return { name: seg.slice(1, optional ? -1 : undefined), optional };
      }
      return { literal: seg };
    });
  cache.set(pattern, tokens);
  return tokens;
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Matches `pathname` against `pattern`; returns null when the shape does not fit at all. */
export function matchPath(
  pattern: string,
  pathname: string,
  kinds: Record<string, ParamKind> = {},
): MatchResult | null {
  const tokens = tokenize(pattern);
  const segments = pathname.split('/').filter(Boolean);
  const params: Record<string, string | undefined> = {};
  let valid = true;
  let i = 0;
  for (const token of tokens) {
    if (token.rest) {
      if (i >= segments.length) return null;
      params.rest = segments.slice(i).join('/');
      i = segments.length;
      continue;
    }
    const seg = segments[i];
    if (seg === undefined) {
      if (token.optional) continue;
      return null;
    }
    if (token.literal !== undefined) {
      if (seg !== token.literal) return null;
      i += 1;
      continue;
    }
    const value = decode(seg);
    if (value === null) return null;
    const name = token.name as string;
    params[name] = value;
    const kind = kinds[name];
    if (kind && !validateParam(kind, value)) valid = false;
    i += 1;
  }
  if (i !== segments.length) return null;
  return { params, valid };
}
