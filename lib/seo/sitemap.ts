import { getCompanyPage, getStaffList } from '@/lib/api/company';
import { getEventPage } from '@/lib/api/ec';
import { getAchievementPage } from '@/lib/api/achievement';
import { getTags } from '@/lib/api/basic';
import { searchBrands, searchProducts } from '@/lib/api/catalogue';
import { getCirclePage } from '@/lib/api/circle';
import { getPostPage } from '@/lib/api/post';
import { getMemberPage } from '@/lib/api/social';
import { languageAlternates } from '@/lib/seo/page-metadata';
import { rasterImageUrl } from '@/lib/seo/images';
import { getFlashPage, getNewsV2Page, getTopicPage } from '@/lib/api/news';
import { CASE_CLASS_TAG_CODE, MAX_PAGE_SIZE, TAG_TYPE } from '@/lib/constants';
import type { Transport } from '@/lib/api/transport';
import { articleHref, caseClassIds } from '@/lib/routing/news-links';
import { LIST_KINDS } from '@/lib/seo/sitemap-lists';
import { readRange, type SitemapEntry, type SitemapKind } from '@/lib/seo/sitemap-kind';
import { escapeXml, type SitemapUrl } from '@/lib/seo/sitemap-xml';
import { companyHref } from '@/lib/routing/company-links';
import { absoluteUrl } from '@/lib/seo/templates';
import { href } from '@/lib/routing/routes';

/**
 * The sitemap is split by kind and into chunks of SITEMAP_CHUNK URLs: ids are `{kind}-{n}`
 * (`pages-0`, `news-0`, `news-1`, `flash-0`, `topic-0`), served at `/sitemaps/sitemap/{id}.xml` and listed by the index
 * at `/sitemap.xml`. A new kind (posts, events, companies) is one more entry of SITEMAP_KINDS.
 */
export const SITEMAP_CHUNK = 5000;

/** Public pages that are always there: the section homes and lists every visitor reaches from the header. */
const STATIC_PATHS = [
  href('/community/:kind/:themeTag', { kind: 'demand_supply', themeTag: 'latest' }),
  href('/community/:kind/:themeTag', { kind: 'topic', themeTag: 'latest' }),
  href('/circle'),
  href('/people'),
  href('/people/popular'),
  href('/people/latest'),
  href('/news/:classTag?/:themeTag?'),
  href('/news/flash'),
  href('/news/hot'),
  href('/news/foodtools'),
  href('/news/features'),
  href('/company'),
  href('/cooperation'),
  href('/events/:tagCode?'),
  href('/achievement'),
  href('/case/:classTag?/:themeTag?'),
  href('/industry-chain'),
  // the products without a level are `/industry-chain` itself (issue 31 item 5)
  ...(['brand', 'company'] as const).map((entityType) => href('/industry-chain/:entityType/:first?/:second?/:third?', { entityType })),
];

/** Company pages are read in API pages of this size (the company list answers at most 50 per page). */
const COMPANY_PAGE_SIZE = 50;

/** The case class tag (M06: cases are the news of it and its child classes); null when there is none. */
async function caseRootId(t: Transport): Promise<number | null> {
  const classes = await getTags(t, { type: TAG_TYPE.newsClass });
  return classes.find((c) => c.code === CASE_CLASS_TAG_CODE && c.parentId === null)?.id ?? null;
}

/** The class tags that make a news item a case (lib/routing/news-links.ts). */
async function caseIds(t: Transport): Promise<ReadonlySet<number>> {
  return caseClassIds(await getTags(t, { type: TAG_TYPE.newsClass }).catch(() => []));
}

export type { SitemapEntry } from '@/lib/seo/sitemap-kind';

export const SITEMAP_KINDS: Record<string, SitemapKind> = {
  pages: {
    count: async () => STATIC_PATHS.length,
    list: async (_t, offset, limit) => STATIC_PATHS.slice(offset, offset + limit).map((path) => ({ path })),
    changeFrequency: 'hourly',
    priority: 1,
  },
  /** News items; cases are listed once, by the `case` kind, at their case URL (issue 31 item 1). */
  news: {
    count: async (t) => (await getNewsV2Page(t, { current: 1, size: 1 })).total,
    list: async (t, offset, limit) => {
      const cases = await caseIds(t);
      return (await readRange((current, size) => getNewsV2Page(t, { current, size }), offset, limit))
        .filter((n) => !cases.has(n.classTagId ?? -1))
        .map((n) => ({ path: href('/news/:id', { id: n.id }), time: n.updateTime ?? n.publishTime, images: [n.coverImg] }));
    },
    changeFrequency: 'weekly',
    priority: 0.8,
  },
  flash: {
    count: async (t) => (await getFlashPage(t, { current: 1, size: 1 })).total,
    list: async (t, offset, limit) =>
      (await readRange((current, size) => getFlashPage(t, { current, size }), offset, limit)).map((f) => ({ path: href('/news/flash/:id', { id: f.id }), time: f.publishTime })),
    changeFrequency: 'weekly',
    priority: 0.5,
  },
  topic: {
    count: async (t) => (await getTopicPage(t, { current: 1, size: 1 })).total,
    list: async (t, offset, limit) =>
      (await readRange((current, size) => getTopicPage(t, { current, size }), offset, limit)).map((x) => ({ path: href('/news/topic/:id', { id: x.id }), time: x.publishTime })),
    changeFrequency: 'weekly',
    priority: 0.6,
  },
  /** Posts (G03) outside private circles (the API leaves those out of every public list, issue 20 item 10). */
  post: {
    count: async (t) => (await getPostPage(t, { current: 1, size: 1 })).total,
    list: async (t, offset, limit) =>
      (await readRange((current, size) => getPostPage(t, { current, size, sort: 'latest' }), offset, limit)).map((p) => ({
        path: href('/community/post/:id', { id: p.id }),
        time: p.updateTime ?? p.publishTime,
        images: p.images.slice(0, 5),
      })),
    changeFrequency: 'weekly',
    priority: 0.6,
  },
  /** Public circles (G08); private ones show visitors nothing to index. */
  circle: {
    count: async (t) => (await getCirclePage(t, { current: 1, size: 1, circleType: 0 })).total,
    list: async (t, offset, limit) =>
      (await readRange((current, size) => getCirclePage(t, { current, size, circleType: 0 }), offset, limit))
        .filter((c) => c.isPublic)
        .map((c) => ({ path: href('/circle/:id/:postTag?/:themeTag?', { id: c.circleId }), time: c.updateTime ?? c.createdTime, images: [c.avatar, c.coverImg] })),
    changeFrequency: 'daily',
    priority: 0.6,
  },
  /** Member homes (I08) of the people list. */
  people: {
    count: async (t) => (await getMemberPage(t, { current: 1, size: 1 })).total,
    list: async (t, offset, limit) =>
      (await readRange((current, size) => getMemberPage(t, { current, size }), offset, limit)).map((m) => ({
        path: href('/people/:id', { id: m.memberId }),
        time: m.updateTime,
        images: [m.avatar],
      })),
    changeFrequency: 'weekly',
    priority: 0.5,
  },
  company: {
    count: async (t) => (await getCompanyPage(t, { current: 1, size: 1 })).total,
    list: async (t, offset, limit) => {
      const out: SitemapEntry[] = [];
      for (let current = Math.floor(offset / COMPANY_PAGE_SIZE) + 1; out.length < limit + COMPANY_PAGE_SIZE; current += 1) {
        const page = await getCompanyPage(t, { current, size: COMPANY_PAGE_SIZE });
        out.push(...page.records.map((c) => ({ path: companyHref(c) })));
        if (current >= page.pages) break;
      }
      const skip = offset % COMPANY_PAGE_SIZE;
      return out.slice(skip, skip + limit);
    },
    changeFrequency: 'weekly',
    priority: 0.6,
  },
  /** Staff profiles (L09) of every company with staff: `/management/{code}` (issue 20 item 1). */
  staff: {
    count: async (t) => (await staffPages(t)).length,
    list: async (t, offset, limit) => (await staffPages(t)).slice(offset, offset + limit),
    changeFrequency: 'monthly',
    priority: 0.4,
  },
  /** Event details (issue 14), newest published first; seats and states change, so daily. */
  event: {
    count: async (t) => (await getEventPage(t, { current: 1, size: 1 })).total,
    list: async (t, offset, limit) =>
      (await readRange((current, size) => getEventPage(t, { current, size, sortByTime: true }), offset, limit)).map((e) => ({
        path: href('/events/:id', { id: e.id }),
        time: e.publishTime,
      })),
    changeFrequency: 'daily',
    priority: 0.7,
  },
  achievement: {
    count: async (t) => (await getAchievementPage(t, { current: 1, size: 1 })).total,
    list: async (t, offset, limit) =>
      (await readRange((current, size) => getAchievementPage(t, { current, size }), offset, limit)).map((a) => ({
        path: href('/achievement/:id', { id: a.id }),
        time: a.updatedAt,
      })),
    changeFrequency: 'weekly',
    priority: 0.6,
  },
  /** Cases (M05) at `/case/{id}`: the published news of the case classes, newest first. */
  case: {
    count: async (t) => {
      const classTagId = await caseRootId(t);
      return classTagId === null ? 0 : (await getNewsV2Page(t, { current: 1, size: 1, classTagId })).total;
    },
    list: async (t, offset, limit) => {
      const classTagId = await caseRootId(t);
      if (classTagId === null) return [];
      return (await readRange((current, size) => getNewsV2Page(t, { current, size, classTagId }), offset, limit)).map((n) => ({
        path: href('/case/:id', { id: n.id }),
        time: n.updateTime ?? n.publishTime,
        images: [n.coverImg],
      }));
    },
    changeFrequency: 'weekly',
    priority: 0.6,
  },
  product: {
    count: async (t) => (await searchProducts(t, { current: 1, size: 1 })).total,
    list: async (t, offset, limit) =>
      (await readRange((current, size) => searchProducts(t, { current, size }), offset, limit)).map((p) => ({ path: href('/product/:productId', { productId: p.id }) })),
    changeFrequency: 'weekly',
    priority: 0.6,
  },
  brand: {
    count: async (t) => (await searchBrands(t, { current: 1, size: 1 })).total,
    list: async (t, offset, limit) =>
      (await readRange((current, size) => searchBrands(t, { current, size }), offset, limit)).map((b) => ({ path: href('/brand/:brandId', { brandId: b.id }) })),
    changeFrequency: 'weekly',
    priority: 0.5,
  },
  ...LIST_KINDS,
};

/** The staff profiles of the companies that list staff (`GET /company/staff/list` per company). */
async function staffPages(t: Transport): Promise<SitemapEntry[]> {
  const companies: { companyId: number; staffCount: number }[] = [];
  for (let current = 1; ; current += 1) {
    const page = await getCompanyPage(t, { current, size: COMPANY_PAGE_SIZE });
    companies.push(...page.records);
    if (current >= page.pages) break;
  }
  const lists = await Promise.all(companies.filter((c) => c.staffCount > 0).map((c) => getStaffList(t, c.companyId).catch(() => [])));
  return lists.flat().map((s) => ({ path: href('/management/:managerCode', { managerCode: s.code }), images: [s.avatar] }));
}

/**
 * Every sitemap id (`t`: lib/data/sitemap.ts). A kind with no URL, or whose count cannot be read, is left out: an
 * empty `urlset` is not a valid sitemap (issue 31 item 5).
 */
export async function sitemapIds(t: Transport): Promise<string[]> {
  const ids: string[] = [];
  for (const [kind, def] of Object.entries(SITEMAP_KINDS)) {
    const count = await def.count(t).catch(() => 0);
    const chunks = Math.ceil(count / SITEMAP_CHUNK);
    for (let n = 0; n < chunks; n += 1) ids.push(`${kind}-${n}`);
  }
  return ids;
}

export function parseSitemapId(id: string): { kind: string; chunk: number } | null {
  const match = /^([a-z]+)-(\d+)$/.exec(id);
  if (!match || !SITEMAP_KINDS[match[1] as string]) return null;
  return { kind: match[1] as string, chunk: Number(match[2]) };
}

/** `2026-05-01 08:00:00` (Asia/Shanghai) → a Date. */
export function shanghaiTime(time: string): Date {
  return new Date(`${time.replace(' ', 'T')}+08:00`);
}

/** The URLs of one sitemap; empty for an unknown id or when the API cannot be read. */
export async function sitemapEntries(id: string, t: Transport): Promise<SitemapUrl[]> {
  const parsed = parseSitemapId(id);
  if (!parsed) return [];
  const def = SITEMAP_KINDS[parsed.kind] as SitemapKind;
  const entries = await def.list(t, parsed.chunk * SITEMAP_CHUNK, SITEMAP_CHUNK).catch((): SitemapEntry[] => []);
  return entries.map((e) => {
    const images = (e.images ?? []).map((src) => rasterImageUrl(src)).filter((src): src is string => src !== null);
    return {
      url: absoluteUrl(e.path),
      lastModified: e.time ? shanghaiTime(e.time) : undefined,
      changeFrequency: def.changeFrequency,
      priority: def.priority,
      // issue 20 item 3: each URL names its English version (and x-default) with xhtml:link
      alternates: { languages: Object.fromEntries(Object.entries(languageAlternates(e.path)).map(([lang, path]) => [lang, absoluteUrl(path)])) },
      ...(images.length > 0 ? { images } : {}),
    };
  });
}

/** The sitemap index (`/sitemap.xml`) listing `/sitemaps/sitemap/{id}.xml` and the Google News sitemap. */
export function sitemapIndexXml(ids: string[]): string {
  const paths = [...ids.map((id) => `/sitemaps/sitemap/${id}.xml`), NEWS_SITEMAP_PATH];
  const items = paths.map((path) => `  <sitemap><loc>${escapeXml(absoluteUrl(path))}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}

/** Path of the Google News sitemap (issue 20 item 1), listed in the index. */
export const NEWS_SITEMAP_PATH = '/sitemaps/google-news.xml';

/** Google News sitemaps name the articles of the last two days only. */
export const NEWS_SITEMAP_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;

export interface GoogleNewsItem {
  path: string;
  title: string;
  /** `YYYY-MM-DD HH:mm:ss`, Asia/Shanghai. */
  publishTime: string;
  keywords?: string | null;
  image?: string | null;
}

/** News published within the window before `now`, newest first (at most 1000, Google's limit). */
export async function recentNews(t: Transport, now: number): Promise<GoogleNewsItem[]> {
  const out: GoogleNewsItem[] = [];
  const cases = await caseIds(t);
  for (let current = 1; out.length < 1000; current += 1) {
    const page = await getNewsV2Page(t, { current, size: MAX_PAGE_SIZE });
    const fresh = page.records.filter((n) => now - shanghaiTime(n.publishTime).getTime() <= NEWS_SITEMAP_WINDOW_MS);
    out.push(...fresh.map((n) => ({ path: articleHref(n, cases), title: n.title, publishTime: n.publishTime, keywords: n.seoKeywords, image: n.coverImg })));
    if (fresh.length < page.records.length || current >= page.pages) break;
  }
  return out.slice(0, 1000);
}

/** The Google News sitemap: `news:news` with the publication, language, date and title of each article. */
export function googleNewsXml(items: GoogleNewsItem[], publication: { name: string; language: string }): string {
  const urls = items
    .map((n) => {
      const image = rasterImageUrl(n.image);
      return [
        '  <url>',
        `    <loc>${escapeXml(absoluteUrl(n.path))}</loc>`,
        '    <news:news>',
        `      <news:publication><news:name>${escapeXml(publication.name)}</news:name><news:language>${publication.language}</news:language></news:publication>`,
        `      <news:publication_date>${shanghaiTime(n.publishTime).toISOString()}</news:publication_date>`,
        `      <news:title>${escapeXml(n.title)}</news:title>`,
        ...(n.keywords ? [`      <news:keywords>${escapeXml(n.keywords)}</news:keywords>`] : []),
        '    </news:news>',
        ...(image ? [`    <image:image><image:loc>${escapeXml(image)}</image:loc></image:image>`] : []),
        '  </url>',
      ].join('\n');
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n${urls}${urls ? '\n' : ''}</urlset>\n`;
}
