import qs from 'qs';

/** Serialises query parameters: arrays as repeated keys (`ids=1&ids=2`), null/undefined skipped (B44). */
export function serializeQuery(params: unknown): string {
  if (!params || typeof params !== 'object') return '';
  return qs.stringify(params, { arrayFormat: 'repeat', skipNulls: true });
}

/** `path` with the serialised query appended (`?` or `&` as needed). */
export function withQuery(path: string, params: unknown): string {
  const query = serializeQuery(params);
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/** Form body (`application/x-www-form-urlencoded`) with the same rules as the query. */
export function serializeForm(body: unknown): string {
  return serializeQuery(body);
}
