/**
 * Issue 20 item 5: one test per structured-data builder. Each result is checked against its schema-dts type at
 * compile time (`tsc` over the tests: a property schema.org does not define on that type fails the build) and at
 * run time for what Google's rich results need: absolute URLs, raster images, ISO dates with their offset.
 */
import type { BreadcrumbList, CollectionPage, DiscussionForumPosting, Graph, ItemList, NewsArticle, ProfilePage, WithContext } from 'schema-dts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CircleDetail } from '@/lib/contract/circle';
import type { Comment } from '@/lib/contract/comment';
import type { MemberCard } from '@/lib/contract/member';
import type { Flash, NewsDetail } from '@/lib/contract/news';
import type { PostDetail, PostListItem } from '@/lib/contract/post';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { newsCrumbs } from '@/lib/seo/crumbs';
import {
  breadcrumbJsonLd,
  circleJsonLd,
  flashJsonLd,
  itemListJsonLd,
  listEntries,
  newsArticleJsonLdOf,
  postJsonLd,
  profileJsonLd,
  siteJsonLd,
} from '@/lib/seo/structured-data';
import { serializeJsonLd } from '@/lib/seo/json-ld';

const SITE = 'http://localhost:3000';
const t = createTranslate(getMessages('zh'));

/** Every string that looks like a URL or a date in the block is absolute / ISO 8601 with an offset; no SVG image. */
function expectCrawlable(block: unknown) {
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (['url', 'item', 'logo', '@id', 'image', 'mainEntityOfPage', 'urlTemplate'].includes(key)) expect(value, key).toMatch(/^https?:\/\//);
      if (key === 'image') expect(value).not.toMatch(/\.svg(\?|$)/);
      if (/^date/.test(key)) expect(value, key).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
    } else if (Array.isArray(value)) value.forEach((v) => walk(v, key));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(block, '');
  expect(serializeJsonLd(block as object)).not.toMatch(/<\/script/i);
}

const comment: Comment = {
  id: 1, entityId: 5, parentId: null, memberId: 9, nickname: '老周', avatar: null, company: null, position: null, replyMemberId: null, replyNickname: null,
  content: '好帖</script>', images: [], likeCount: 3, replyCount: 0, isLiked: false, isMine: false, createdTime: '2026-05-02 10:00:00',
};

const post: PostDetail = {
  id: 5, title: '求购 PET 瓶坯', content: '每月 20 万只', images: ['/api/files/seed/cover/3.svg?label=x'], tagId: 8, tagName: '需求', themeTagId: null, themeTagName: null,
  circleId: 2, circleName: '无菌灌装技术交流', memberId: 9, nickname: '老周', avatar: null, company: null, position: null, isAnonymous: false,
  publishTime: '2026-05-01 08:00:00', updateTime: '2026-05-01 09:00:00', viewCount: 10, likeCount: 2, commentCount: 1, isLiked: false, isFavorite: false, greyWords: [], files: [],
};

describe('issue 20 item 5: structured data builders', () => {
  it('site: WebSite with a SearchAction to /search/news/{search_term_string}, and the Organization', () => {
    const graph = siteJsonLd(t, 'zh');
    expectTypeOf(graph).toEqualTypeOf<Graph>();
    const [website, org] = graph['@graph'] as unknown as [Record<string, unknown>, Record<string, unknown>];
    expect(website['@type']).toBe('WebSite');
    expect(website.potentialAction).toMatchObject({ '@type': 'SearchAction', target: { urlTemplate: `${SITE}/search/news/{search_term_string}` }, 'query-input': 'required name=search_term_string' });
    expect(org).toMatchObject({ '@type': 'Organization', name: '食包印产业社区', logo: `${SITE}/logo.png` });
    expectCrawlable(graph);
  });

  it('G03 post: DiscussionForumPosting with author url, dates, counters and the first comments', () => {
    const block = postJsonLd(post, [comment], 'zh', '匿名');
    expectTypeOf(block).toEqualTypeOf<WithContext<DiscussionForumPosting>>();
    expect(block).toMatchObject({
      '@type': 'DiscussionForumPosting',
      url: `${SITE}/community/post/5`,
      headline: '求购 PET 瓶坯',
      datePublished: '2026-05-01T08:00:00+08:00',
      dateModified: '2026-05-01T09:00:00+08:00',
      author: { '@type': 'Person', name: '老周', url: `${SITE}/people/9` },
      image: [`${SITE}/api/files/seed/cover/3.png?label=x`],
      comment: [{ '@type': 'Comment', text: '好帖</script>', author: { url: `${SITE}/people/9` }, upvoteCount: 3 }],
    });
    expect(block.interactionStatistic).toHaveLength(3);
    expectCrawlable(block);
    expect(postJsonLd({ ...post, isAnonymous: true }, [], 'en', 'Anonymous').author).toEqual({ '@type': 'Person', name: 'Anonymous' });
    expect(postJsonLd(post, [], 'en', 'x').url).toBe(`${SITE}/community/post/5?lang=en`);
  });

  it('F01 news: NewsArticle with an absolute raster image, dateModified and author.url', () => {
    const news = {
      id: 12, title: '标题', summary: 's', coverImg: '/api/files/seed/cover/12.svg', publishTime: '2026-05-01 08:00:00', updateTime: '2026-05-03 08:00:00',
      sourceTagId: 1, sourceName: '来源', classTagId: 3, classTagName: '行业', tags: [], viewCount: 1, likeCount: 1, commentCount: 1, seoKeywords: 'a,b',
      content: '<p>x</p>', author: '作者', authorMemberId: 4, columnId: 1, columnName: '专栏', isLiked: false, isFavorite: false, publishStatus: 'PUBLISHED',
    } as unknown as NewsDetail;
    const block = newsArticleJsonLdOf(news, [comment], t, 'zh', 'desc');
    expectTypeOf(block).toEqualTypeOf<WithContext<NewsArticle>>();
    expect(block).toMatchObject({
      '@type': 'NewsArticle',
      image: [`${SITE}/api/files/seed/cover/12.png`],
      dateModified: '2026-05-03T08:00:00+08:00',
      author: { '@type': 'Person', name: '作者', url: `${SITE}/people/4` },
      publisher: { '@type': 'Organization', logo: `${SITE}/logo.png` },
    });
    expectCrawlable(block);
  });

  it('F01 breadcrumb: the BreadcrumbList repeats the visible trail (资讯 › class), links absolute', () => {
    const crumbs = newsCrumbs(t, 'zh', { classTagId: 3, classTagName: '行业', classTagEnName: 'Industry' });
    expect(crumbs).toEqual([{ name: '资讯', path: '/news' }, { name: '行业', path: '/news/tag/3' }]);
    const block = breadcrumbJsonLd(crumbs, 'zh');
    expectTypeOf(block).toEqualTypeOf<WithContext<BreadcrumbList>>();
    expect(block.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: '资讯', item: `${SITE}/news` },
      { '@type': 'ListItem', position: 2, name: '行业', item: `${SITE}/news/tag/3` },
    ]);
    expectCrawlable(block);
  });

  it('F11 flash: a NewsArticle credited to its source', () => {
    const flash: Flash = { id: 7, title: '快讯', content: '正文', sourceTagId: null, sourceName: '来源', publishTime: '2026-05-01 08:00:00', viewCount: 3 };
    const block = flashJsonLd(flash, t, 'zh');
    expectTypeOf(block).toEqualTypeOf<WithContext<NewsArticle>>();
    expect(block).toMatchObject({ '@type': 'NewsArticle', articleBody: '正文', author: { '@type': 'Organization', name: '来源' }, url: `${SITE}/news/flash/7` });
    expectCrawlable(block);
  });

  it('I08 member: ProfilePage whose mainEntity is the Person', () => {
    const card = {
      memberId: 9, nickname: '老周', avatar: '/api/files/seed/avatar/9.svg?label=%E5%91%A8', company: '华鼎', companyId: 1, position: '采购', gender: null,
      locationId: null, location: '上海', hasColumn: false, isBanned: false, industryTagList: [{ tagId: 1, tagName: '食品' }], followerCount: 5, followCount: 2,
      isFollowed: false, isFriend: false, hasPendingFriendRequest: false,
    } as MemberCard;
    const block = profileJsonLd(card, 'zh');
    expectTypeOf(block).toEqualTypeOf<WithContext<ProfilePage>>();
    expect(block).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Person', name: '老周', jobTitle: '采购', worksFor: { name: '华鼎' }, image: `${SITE}/api/files/seed/avatar/9.png?label=%E5%91%A8`, knowsAbout: ['食品'] },
    });
    expectCrawlable(block);
  });

  it('G08 circle: CollectionPage with its posts as an ItemList', () => {
    const circle = {
      circleId: 2, circleName: '无菌灌装技术交流', description: '交流', avatar: null, coverImg: null, category: null, circleType: 0, isPublic: true, memberCount: 3, postCount: 1,
      createdTime: '2026-01-01 00:00:00', updateTime: '2026-05-01 09:00:00', owner: { memberId: 9, nickname: '老周', avatar: null }, circleMemberType: -1,
    } as unknown as CircleDetail;
    const block = circleJsonLd(circle, [post as PostListItem], 'zh');
    expectTypeOf(block).toEqualTypeOf<WithContext<CollectionPage>>();
    expect(block).toMatchObject({ '@type': 'CollectionPage', name: '无菌灌装技术交流', mainEntity: { '@type': 'ItemList', numberOfItems: 1, itemListElement: [{ position: 1, url: `${SITE}/community/post/5` }] } });
    expectCrawlable(block);
  });

  it('lists: an ItemList of the entries shown, in order', () => {
    const block = itemListJsonLd([...listEntries.news([{ id: 3, classTagId: null, title: 'a' }], new Set()), ...listEntries.members([{ memberId: 4, name: 'b' }])], 'en');
    expectTypeOf(block).toEqualTypeOf<WithContext<ItemList>>();
    expect(block.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, url: `${SITE}/news/3?lang=en`, name: 'a' },
      { '@type': 'ListItem', position: 2, url: `${SITE}/people/4?lang=en`, name: 'b' },
    ]);
    expectCrawlable(block);
  });
});
