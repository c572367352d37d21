import type {
  BreadcrumbList,
  CollectionPage,
  Comment as CommentLd,
  DiscussionForumPosting,
  Graph,
  InteractionCounter,
  ItemList,
  NewsArticle,
  Organization,
  Person,
  ProfilePage,
  SearchAction,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
import type { Locale } from '@/lib/constants';
import type { CircleDetail } from '@/lib/contract/circle';
import type { Comment } from '@/lib/contract/comment';
import type { MemberCard } from '@/lib/contract/member';
import type { Flash, NewsDetail } from '@/lib/contract/news';
import type { PostDetail, PostListItem } from '@/lib/contract/post';
import { HTML_LANG, type Translate } from '@/lib/i18n/messages';
import { href } from '@/lib/routing/routes';
import { articleHref } from '@/lib/routing/news-links';
import { rasterImageUrl } from '@/lib/seo/images';
import { breadcrumbListOf } from '@/lib/seo/json-ld';
import { DEFAULT_OG_IMAGE, localePath } from '@/lib/seo/page-metadata';
import { absoluteUrl } from '@/lib/seo/templates';

/**
 * Structured data of every public template (issue 20 item 5), typed with schema-dts so a builder cannot put a
 * property where schema.org has none: the site (`WebSite` with its `SearchAction`, `Organization`), posts
 * (`DiscussionForumPosting` with their first comments), news and flashes (`NewsArticle`), people (`ProfilePage` +
 * `Person`), circles (`CollectionPage` + `ItemList`), lists (`ItemList`) and breadcrumbs that repeat the visible
 * trail. URLs and images are absolute; images are raster (seed SVGs → their PNG rendition).
 */

/** `2026-05-01 08:00:00` (Asia/Shanghai) → ISO 8601 with its offset. */
export function isoTime(time: string): string {
  return `${time.replace(' ', 'T')}+08:00`;
}

const SITE_ID = '#website';
const ORG_ID = '#organization';

/** The site's organisation, referenced by articles as their publisher. */
export function organizationJsonLd(t: Translate): Organization {
  return { '@type': 'Organization', '@id': absoluteUrl(`/${ORG_ID}`), name: t('site.name'), url: absoluteUrl('/'), logo: absoluteUrl('/logo.png') };
}

/** Site-wide: `WebSite` with a `SearchAction` to `/search/news/{search_term_string}`, and the `Organization`. */
export function siteJsonLd(t: Translate, locale: Locale): Graph {
  const searchAction: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(href('/search/:webSiteName/:word', { webSiteName: 'news', word: 'x' })).replace(/x$/, '')}{search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  const website: WebSite = {
    '@type': 'WebSite',
    '@id': absoluteUrl(`/${SITE_ID}`),
    url: absoluteUrl(localePath('/', locale)),
    name: t('site.name'),
    description: t('site.description'),
    inLanguage: HTML_LANG[locale],
    publisher: { '@id': absoluteUrl(`/${ORG_ID}`) },
    potentialAction: searchAction,
  };
  return { '@context': 'https://schema.org', '@graph': [website, organizationJsonLd(t)] };
}

/** One step of a breadcrumb trail: its text and, except for the current page, its link (a site path). */
export interface Crumb {
  name: string;
  path?: string | null;
}

/** `BreadcrumbList` of the trail the page shows (same names, same links, same order). */
export function breadcrumbJsonLd(crumbs: Crumb[], locale: Locale): WithContext<BreadcrumbList> {
  return breadcrumbListOf(crumbs.map((c) => ({ name: c.name, url: c.path ? absoluteUrl(localePath(c.path, locale)) : null })));
}

/** An `ItemList` of a list page: the entries in the order shown, each with its absolute URL. */
export function itemListJsonLd(items: { path: string; name: string }[], locale: Locale, name?: string): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    ...(name ? { name } : {}),
    numberOfItems: items.length,
    itemListElement: items.map((x, i) => ({ '@type': 'ListItem', position: i + 1, url: absoluteUrl(localePath(x.path, locale)), name: x.name })),
  };
}

function counter(type: 'LikeAction' | 'CommentAction' | 'ViewAction' | 'FollowAction', count: number): InteractionCounter {
  return { '@type': 'InteractionCounter', interactionType: { '@type': type }, userInteractionCount: count };
}

function memberPerson(name: string | null, memberId: number | null, locale: Locale): Person {
  return {
    '@type': 'Person',
    name: name ?? '',
    ...(memberId !== null ? { url: absoluteUrl(localePath(href('/people/:id', { id: memberId }), locale)) } : {}),
  };
}

function rasterImages(urls: (string | null | undefined)[]): string[] {
  return urls.map((u) => rasterImageUrl(u)).filter((u): u is string => u !== null);
}

/** A post: `DiscussionForumPosting` with its author, dates, counters and the first comments shown on the page. */
export function postJsonLd(post: PostDetail, comments: Comment[], locale: Locale, anonymousName: string): WithContext<DiscussionForumPosting> {
  const url = absoluteUrl(localePath(href('/community/post/:id', { id: post.id }), locale));
  const images = rasterImages(post.images);
  return {
    '@context': 'https://schema.org',
    '@type': 'DiscussionForumPosting',
    '@id': url,
    url,
    mainEntityOfPage: url,
    headline: Array.from(post.title || post.content).slice(0, 110).join(''),
    text: post.content,
    datePublished: isoTime(post.publishTime),
    dateModified: isoTime(post.updateTime ?? post.publishTime),
    author: post.isAnonymous ? { '@type': 'Person', name: anonymousName } : memberPerson(post.nickname, post.memberId, locale),
    ...(images.length > 0 ? { image: images } : {}),
    ...(post.circleId !== null && post.circleName
      ? { isPartOf: { '@type': 'CollectionPage', name: post.circleName, url: absoluteUrl(localePath(href('/circle/:id/:postTag?/:themeTag?', { id: post.circleId }), locale)) } }
      : {}),
    interactionStatistic: [counter('LikeAction', post.likeCount), counter('CommentAction', post.commentCount), counter('ViewAction', post.viewCount)],
    commentCount: post.commentCount,
    comment: comments.map((c) => commentJsonLd(c, locale)),
  };
}

function commentJsonLd(c: Comment, locale: Locale): CommentLd {
  return {
    '@type': 'Comment',
    text: c.content,
    datePublished: isoTime(c.createdTime),
    author: memberPerson(c.nickname, c.memberId, locale),
    upvoteCount: c.likeCount,
  };
}

/** A news item: `NewsArticle` with absolute raster images, `dateModified` and the author's page when there is one. */
export function newsArticleJsonLdOf(news: NewsDetail, comments: Comment[], t: Translate, locale: Locale, description: string): WithContext<NewsArticle> {
  const url = absoluteUrl(localePath(href('/news/:id', { id: news.id }), locale));
  const images = rasterImages([news.coverImg]);
  const author: Person | Organization = news.author
    ? memberPerson(news.author, news.authorMemberId ?? null, locale)
    : { '@type': 'Organization', name: news.sourceName ?? t('site.name') };
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    '@id': url,
    url,
    mainEntityOfPage: url,
    headline: Array.from(news.title).slice(0, 110).join(''),
    description,
    datePublished: isoTime(news.publishTime),
    dateModified: isoTime(news.updateTime ?? news.publishTime),
    image: images.length > 0 ? images : [absoluteUrl(DEFAULT_OG_IMAGE)],
    author,
    publisher: organizationJsonLd(t),
    ...(news.classTagName ? { articleSection: news.classTagName } : {}),
    ...(news.seoKeywords ? { keywords: news.seoKeywords } : {}),
    inLanguage: 'zh-CN',
    interactionStatistic: [counter('LikeAction', news.likeCount), counter('CommentAction', news.commentCount), counter('ViewAction', news.viewCount)],
    commentCount: news.commentCount,
    comment: comments.map((c) => commentJsonLd(c, locale)),
  };
}

/** A flash: a short `NewsArticle` credited to its source. */
export function flashJsonLd(flash: Flash, t: Translate, locale: Locale): WithContext<NewsArticle> {
  const url = absoluteUrl(localePath(href('/news/flash/:id', { id: flash.id }), locale));
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    '@id': url,
    url,
    mainEntityOfPage: url,
    headline: Array.from(flash.title).slice(0, 110).join(''),
    articleBody: flash.content,
    datePublished: isoTime(flash.publishTime),
    dateModified: isoTime(flash.publishTime),
    image: [absoluteUrl(DEFAULT_OG_IMAGE)],
    author: { '@type': 'Organization', name: flash.sourceName ?? t('site.name') },
    publisher: organizationJsonLd(t),
    inLanguage: 'zh-CN',
    interactionStatistic: counter('ViewAction', flash.viewCount),
  };
}

/** A member's home: `ProfilePage` whose main entity is the `Person` (job, company, industries, followers). */
export function profileJsonLd(card: MemberCard, locale: Locale, updateTime?: string | null): WithContext<ProfilePage> {
  const url = absoluteUrl(localePath(href('/people/:id', { id: card.memberId }), locale));
  const image = rasterImageUrl(card.avatar);
  const person: Person = {
    '@type': 'Person',
    '@id': `${url}#person`,
    name: card.nickname ?? '',
    url,
    ...(image ? { image } : {}),
    ...(card.position ? { jobTitle: card.position } : {}),
    ...(card.company ? { worksFor: { '@type': 'Organization', name: card.company } } : {}),
    ...(card.location ? { homeLocation: { '@type': 'Place', name: card.location } } : {}),
    ...(card.industryTagList.length > 0 ? { knowsAbout: card.industryTagList.map((x) => x.tagName) } : {}),
    interactionStatistic: counter('FollowAction', card.followerCount),
    agentInteractionStatistic: counter('FollowAction', card.followCount),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url,
    ...(updateTime ? { dateModified: isoTime(updateTime) } : {}),
    mainEntity: person,
  };
}

/** A circle: `CollectionPage` of its posts as an `ItemList` (a private circle lists none: visitors read none). */
export function circleJsonLd(circle: CircleDetail, posts: PostListItem[], locale: Locale): WithContext<CollectionPage> {
  const url = absoluteUrl(localePath(href('/circle/:id/:postTag?/:themeTag?', { id: circle.circleId }), locale));
  const image = rasterImageUrl(circle.avatar);
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    '@id': url,
    url,
    name: circle.circleName,
    ...(circle.description ? { description: circle.description } : {}),
    ...(image ? { image } : {}),
    dateCreated: isoTime(circle.createdTime),
    ...(circle.updateTime ? { dateModified: isoTime(circle.updateTime) } : {}),
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: posts.length,
      itemListElement: posts.map((p, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        url: absoluteUrl(localePath(href('/community/post/:id', { id: p.id }), locale)),
        name: p.title || Array.from(p.content).slice(0, 40).join(''),
      })),
    },
  };
}

/** `ItemList` entries of a list of posts, news items, flashes, members or circles, as the list shows them. */
export const listEntries = {
  posts: (posts: Pick<PostListItem, 'id' | 'title' | 'content'>[]) =>
    posts.map((p) => ({ path: href('/community/post/:id', { id: p.id }), name: p.title || Array.from(p.content).slice(0, 40).join('') })),
  news: (news: { id: number; classTagId: number | null; title: string }[], cases: ReadonlySet<number>) => news.map((n) => ({ path: articleHref(n, cases), name: n.title })),
  flashes: (flashes: { id: number; title: string }[]) => flashes.map((f) => ({ path: href('/news/flash/:id', { id: f.id }), name: f.title })),
  members: (members: { memberId: number; name: string | null }[]) => members.map((m) => ({ path: href('/people/:id', { id: m.memberId }), name: m.name ?? '' })),
  circles: (circles: { circleId: number; circleName: string }[]) =>
    circles.map((c) => ({ path: href('/circle/:id/:postTag?/:themeTag?', { id: c.circleId }), name: c.circleName })),
};
