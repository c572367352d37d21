/**
 * Every cache tag of the web's server fetches, and nothing else writes one (docs/architecture.md "Cache tags").
 * The loaders of `lib/data/*` put them on their fetches, the bundled API posts them to the revalidation hook
 * when data changes (backend/src/http/revalidate.ts), and the hook accepts only what `isKnownTag` parses back.
 *
 * A family has a `list` tag (every list and detail of the family) and, where one item can change alone, an
 * `item(key)` tag `<family>:<id or code>`.
 */

type KeyKind = 'id' | 'code';

/** What an item key may look like: ids are decimal integers, codes are URL-safe words. */
const KEY_PATTERN: Record<KeyKind, string> = {
  id: '[0-9]{1,19}',
  code: '[A-Za-z0-9_-]{1,64}',
};

/** The patterns of every tag `tags` can produce; `isKnownTag` is built from them. */
const patterns: string[] = [];

function base<B extends string>(name: B): B {
  patterns.push(name);
  return name;
}

function keyed<B extends string, K extends number | string>(name: B, kind: KeyKind): (key: K) => `${B}:${K}` {
  patterns.push(`${name}:${KEY_PATTERN[kind]}`);
  return (key) => `${name}:${key}`;
}

export const tags = {
  news: { list: base('news'), item: keyed<'news', number>('news', 'id') },
  flash: { list: base('flash') },
  topic: { list: base('topic') },
  post: { list: base('post'), item: keyed<'post', number>('post', 'id') },
  circle: { list: base('circle'), item: keyed<'circle', number>('circle', 'id') },
  people: { list: base('people') },
  tag: { list: base('tag'), item: keyed<'tag', number>('tag', 'id') },
  location: base('location'),
  sitePage: { list: base('site-page'), item: keyed<'site-page', string>('site-page', 'code') },
  hotKeywords: { list: base('hot-keywords'), site: keyed<'hot-keywords', string>('hot-keywords', 'code') },
  sitemap: base('sitemap'),
  event: { list: base('event'), item: keyed<'event', number>('event', 'id') },
  company: { list: base('company'), item: keyed<'company', string>('company', 'code') },
  staff: { item: keyed<'staff', string>('staff', 'code') },
  product: { list: base('product'), item: keyed<'product', number>('product', 'id') },
  brand: { list: base('brand'), item: keyed<'brand', number>('brand', 'id') },
  achievement: { list: base('achievement'), item: keyed<'achievement', number>('achievement', 'id') },
  dict: base('dict'),
  banner: base('banner'),
} as const;

type Leaves<T> = T extends string ? T : T extends (key: never) => infer R ? R : T extends object ? { [K in keyof T]: Leaves<T[K]> }[keyof T] : never;

/** A tag `tags` can produce (`'news'`, `` `news:${number}` `` …). */
export type CacheTag = Leaves<typeof tags>;

const KNOWN_TAG = new RegExp(`^(?:${patterns.join('|')})$`);

/** Whether `tag` is one `tags` can produce: the revalidation hook's allow-list. */
export function isKnownTag(tag: string): tag is CacheTag {
  return KNOWN_TAG.test(tag);
}

/** Tags a change of one news item makes stale: every news list and that item's detail. */
export function newsChangeTags(id?: number): CacheTag[] {
  return id === undefined ? [tags.news.list] : [tags.news.list, tags.news.item(id)];
}

/** Tags a change of one post makes stale: every post list (circles, member homes) and that post's detail. */
export function postChangeTags(id?: number): CacheTag[] {
  return id === undefined ? [tags.post.list] : [tags.post.list, tags.post.item(id)];
}

/** Tags a membership change of one circle makes stale: its page, new members and counts. */
export function circleChangeTags(circleId: number): CacheTag[] {
  return [tags.circle.list, tags.circle.item(circleId)];
}

/** Tags a change of one company makes stale: every company list and that company's pages (sections, staff cards). */
export function companyChangeTags(companyCode: string): CacheTag[] {
  return [tags.company.list, tags.company.item(companyCode)];
}

/** Tags a change of one staff profile makes stale: its company's pages and the profile. */
export function staffChangeTags(companyCode: string, staffCode: string): CacheTag[] {
  return [...companyChangeTags(companyCode), tags.staff.item(staffCode)];
}

/**
 * Tags a change of one event makes stale (seats taken or given back, likes, comments): every event list and
 * that event's detail (the loaders of lib/data/event.ts tag their fetches with the same tags).
 */
export function eventChangeTags(id?: number): CacheTag[] {
  return id === undefined ? [tags.event.list] : [tags.event.list, tags.event.item(id)];
}

/** Tags a change of one achievement makes stale: every achievement list and that item's detail. */
export function achievementChangeTags(id?: number): CacheTag[] {
  return id === undefined ? [tags.achievement.list] : [tags.achievement.list, tags.achievement.item(id)];
}
