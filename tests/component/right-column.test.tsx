/**
 * O30–O45: the right-column modules of each site. The columns are server components: they are rendered to HTML the
 * way the server renders them (react-dom/static, with their data loaders answering fixed data), then read as a
 * visitor's DOM. The parts decided in the browser (who viewed me, the visitors tab) are rendered as client islands.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventsSiteColumn } from '@/components/event/events-site-column';
import { RecommendedMembers } from '@/components/people/recommended-members';
import { WhoViewedMeModule } from '@/components/people/who-viewed-me-module';
import { RelatedPosts } from '@/components/post/related-posts';
import { I18nProvider } from '@/components/providers/i18n-context';
import { NewsSiteColumn } from '@/components/right-column/news-site-column';
import { PeopleColumn } from '@/components/right-column/people-column';
import { PostSiteColumn } from '@/components/right-column/post-site-column';
import type { Locale } from '@/lib/constants';
import type { SitePage, Tag } from '@/lib/contract/basic';
import type { NewsListItem } from '@/lib/contract/news';
import type { PostListItem } from '@/lib/contract/post';
import type { MemberListItem, MemberListPage } from '@/lib/contract/social';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { useSessionStore } from '@/stores/session';
import { testQueryClient } from './render';
import { navigation } from './navigation';

// the page these components are on
beforeEach(() => {
  navigation.pathname = '/';
});

const data = vi.hoisted(() => ({
  getFlashPage: vi.fn(),
  getHotNews: vi.fn(),
  getNewsCategoryTags: vi.fn(),
  getCategoryNews: vi.fn(),
  getSitePage: vi.fn(),
  getTag: vi.fn(),
  getHotPosts: vi.fn(),
  getRecommendedPosts: vi.fn(),
  getPeopleColumn: vi.fn(),
  getRecommendedFollows: vi.fn(),
  getRelatedSites: vi.fn(),
  getHotEvents: vi.fn(),
}));
vi.mock('@/lib/data/news', () => ({ getFlashPage: data.getFlashPage, getHotNews: data.getHotNews, getNewsCategoryTags: data.getNewsCategoryTags, getCategoryNews: data.getCategoryNews }));
vi.mock('@/lib/data/basic', () => ({ getSitePage: data.getSitePage, getTag: data.getTag }));
// issue 31 item 1: the right column links cases at /case/{id}; no case classes here
vi.mock('@/lib/data/case', () => ({ getCaseClassIds: async () => new Set<number>() }));
vi.mock('@/lib/data/post', () => ({ getHotPosts: data.getHotPosts, getRecommendedPosts: data.getRecommendedPosts }));
vi.mock('@/lib/data/people', () => ({ getPeopleColumn: data.getPeopleColumn, getRecommendedFollows: data.getRecommendedFollows, getRelatedSites: data.getRelatedSites }));
vi.mock('@/lib/data/events', () => ({ getHotEvents: data.getHotEvents }));

const t = createTranslate(getMessages('zh'));
const NOW = Date.parse('2026-11-24T10:00:00+08:00');

const tag = (id: number, name: string, over: Partial<Tag> = {}): Tag => ({ id, name, enName: null, code: null, type: 9, parentId: null, logo: null, description: null, ...over });
const news = (id: number): NewsListItem => ({ id, title: `资讯${id}`, coverImg: `/api/files/seed/cover/${id}.svg` }) as unknown as NewsListItem;
const post = (id: number): PostListItem => ({ id, title: `帖子${id}`, content: '正文', tagName: null, tagEnName: null, publishTime: '2026-11-20 10:00:00' }) as unknown as PostListItem;
const member = (id: number): MemberListItem => ({
  memberId: id,
  id,
  name: `会员${id}`,
  avatar: null,
  position: '采购经理',
  company: '华鼎食品科技股份有限公司',
  companyRelation: 'MANAGEMENT',
  isFriend: false,
  hasPendingFriendRequest: false,
  isFollowed: false,
});
const memberPage = (ids: number[]): MemberListPage => ({ records: ids.map(member), total: ids.length, size: ids.length, current: 1, pages: 1 });
const sitePage = (over: Partial<SitePage>): SitePage => ({ code: 'x', title: null, content: null, url: null, qRCodeImage: null, description: null, name: null, notes: null, ...over });

const COOPERATION = sitePage({ code: 'business_cooperation', title: '商务合作', description: '内容合作、活动联办', qRCodeImage: '/api/files/seed/qr/1.svg' });
const GROUPS = sitePage({ code: 'community_groups', title: '加入行业社群', notes: '扫码添加社群小助手', qRCodeImage: '/api/files/seed/qr/2.svg' });

beforeEach(() => {
  useSessionStore.setState({ hydrated: false, isLogin: false, memberId: null });
  data.getFlashPage.mockResolvedValue({ list: { records: [1, 2, 3, 4, 5].map((id) => ({ id, title: `快讯${id}`, publishTime: '2026-11-24 09:00:00' })) }, renderedAt: NOW });
  data.getHotNews.mockResolvedValue({ list: { records: [11, 12, 13, 14, 15, 16].map(news) } });
  data.getNewsCategoryTags.mockResolvedValue([tag(901, '深度专题', { code: 'depth-topics' }), tag(902, '创意周刊', { code: 'creative-weekly' })]);
  data.getCategoryNews.mockImplementation(async (id: number, size: number) => Array.from({ length: size }, (_, i) => news(id * 10 + i)));
  data.getSitePage.mockImplementation(async (code: string) => (code === 'community_groups' ? GROUPS : code === 'business_cooperation' ? COOPERATION : null));
  data.getTag.mockResolvedValue(tag(77, '中国包装网', { type: 4, logo: '/api/files/seed/logo/77.svg', description: '包装行业门户' }));
  data.getHotPosts.mockImplementation(async (which: string) => [1, 2, 3, 4, 5].map((id) => ({ ...post(id), title: `${which === 'recent' ? '近期' : '全站'}热帖${id}` })));
  data.getRecommendedPosts.mockResolvedValue([post(31), post(32), post(33)]);
  data.getPeopleColumn.mockResolvedValue({ latest: memberPage([1101, 1102, 1103, 1104, 1105]), interested: memberPage([1201, 1202, 1203]) });
  data.getRecommendedFollows.mockResolvedValue(memberPage([1301, 1302, 1303]));
  data.getRelatedSites.mockResolvedValue([tag(501, '食品工具站', { code: 'foodtools', logo: '/api/files/seed/logo/501.svg' })]);
  data.getHotEvents.mockResolvedValue([21, 22, 23, 24, 25].map((id) => ({ id, title: `活动${id}`, enTitle: null })));
});
afterEach(() => {
  vi.clearAllMocks();
  document.body.innerHTML = '';
});

/** The column as the server renders it, in the page's providers; `document.body` then holds its HTML. */
async function serverRender(ui: ReactElement, locale: Locale = 'zh', device: 'desktop' | 'mobile' = 'desktop') {
  const { prelude } = await prerender(
    <I18nProvider locale={locale} device={device} catalogue={{ messages: getMessages(locale) }}>
      <QueryClientProvider client={testQueryClient()}>{ui}</QueryClientProvider>
    </I18nProvider>,
  );
  document.body.innerHTML = await new Response(prelude).text();
}

/** The modules of the column, in order. */
const modules = () => [...document.querySelectorAll('section[data-testid]')].map((s) => s.getAttribute('data-testid'));
const moduleEl = (id: string) => document.querySelector(`section[data-testid="${id}"]`) as HTMLElement;
const links = (id: string) => [...moduleEl(id).querySelectorAll('li a')].map((a) => a.getAttribute('href'));
const moreOf = (id: string) => moduleEl(id).querySelector('header a')?.getAttribute('href');

describe('O30 the modules are chosen per site', () => {
  it('O30 news: latest flashes, source info (with a source), hot news, depth topics, creative weekly, business cooperation', async () => {
    await serverRender(await NewsSiteColumn({ t, variant: parseVariant('zh.desktop.1'), sourceTagId: 77 }));
    expect(modules()).toEqual(['latest-flashes', 'source-info', 'hot-news', 'depth-topics', 'creative-weekly', 'cooperation-promo']);
    await serverRender(await NewsSiteColumn({ t, variant: parseVariant('zh.desktop.1') }));
    expect(modules()).toEqual(['latest-flashes', 'hot-news', 'depth-topics', 'creative-weekly', 'cooperation-promo']);
  });

  it('O30 activity: hot events, ticket box, official-account promo', async () => {
    await serverRender(await EventsSiteColumn({ t, locale: 'zh' }));
    expect(modules()).toEqual(['hot-events', 'ticket-box', 'official-account-promo']);
  });

  it('O30 post: recommended follows, recommended members, community group QR codes, hot posts (and recommended posts on the lists)', async () => {
    await serverRender(await PostSiteColumn({ t, locale: 'zh' }));
    expect(modules()).toEqual(['recommended-follows', 'people-recommend', 'community-promo', 'hot-posts', 'recommended-posts']);
    await serverRender(await PostSiteColumn({ t, locale: 'zh', hot: 'recent' }));
    expect(modules()).toEqual(['recommended-follows', 'people-recommend', 'community-promo', 'hot-posts']);
  });
});

describe('news site modules (O31–O35, O41)', () => {
  it('O31 latest flashes: 5, newest first, each linking to its flash; more goes to /news/flash', async () => {
    await serverRender(await NewsSiteColumn({ t, variant: parseVariant('zh.desktop.1') }));
    expect(data.getFlashPage).toHaveBeenCalledWith(1, 5);
    expect(links('latest-flashes')).toEqual([1, 2, 3, 4, 5].map((id) => `/news/flash/${id}`));
    expect(moreOf('latest-flashes')).toBe('/news/flash');
  });

  it("O32 source info: the source tag's logo, name (linked to its source page) and description", async () => {
    await serverRender(await NewsSiteColumn({ t, variant: parseVariant('zh.desktop.1'), sourceTagId: 77 }));
    expect(data.getTag).toHaveBeenCalledWith(77, [4]);
    const source = moduleEl('source-info');
    expect(source.querySelector('img')?.getAttribute('src')).toBe('/api/files/seed/logo/77.svg');
    expect(within(source).getByRole('link', { name: '中国包装网' }).getAttribute('href')).toBe('/news/source/77');
    expect(source.textContent).toContain('包装行业门户');
  });

  it('O33 hot news: 5 items, the current article left out; more goes to /news/hot', async () => {
    await serverRender(await NewsSiteColumn({ t, variant: parseVariant('zh.desktop.1'), excludeId: 12 }));
    expect(links('hot-news')).toEqual(['/news/11', '/news/13', '/news/14', '/news/15', '/news/16']);
    expect(moreOf('hot-news')).toBe('/news/hot');
  });

  it('O34 O35 depth topics (3 desktop / 4 mobile) and creative weekly (1 desktop / 4 mobile) are news of their category tag', async () => {
    await serverRender(await NewsSiteColumn({ t, variant: parseVariant('zh.desktop.1') }));
    expect(links('depth-topics')).toHaveLength(3);
    expect(links('creative-weekly')).toHaveLength(1);
    expect(moreOf('depth-topics')).toBe('/news/category-tag/901');
    expect(moreOf('creative-weekly')).toBe('/news/category-tag/902');
    expect(data.getCategoryNews.mock.calls).toEqual([
      [901, 3],
      [902, 1],
    ]);
    data.getCategoryNews.mockClear();
    await serverRender(await NewsSiteColumn({ t, variant: parseVariant('zh.mobile.1') }), 'zh', 'mobile');
    expect(links('depth-topics')).toHaveLength(4);
    expect(links('creative-weekly')).toHaveLength(4);
  });

  it('O41 the news site shows the business_cooperation content; the activity site the official-account QR', async () => {
    await serverRender(await NewsSiteColumn({ t, variant: parseVariant('zh.desktop.1') }));
    const coop = moduleEl('cooperation-promo');
    expect(coop.querySelector('h2')?.textContent).toBe('商务合作');
    expect(coop.textContent).toContain('内容合作、活动联办');
    expect(coop.querySelector('img')?.getAttribute('src')).toBe('/api/files/seed/qr/1.svg');
    await serverRender(await EventsSiteColumn({ t, locale: 'zh' }));
    const official = moduleEl('official-account-promo');
    expect(official.querySelector('h2')?.textContent).toBe('关注公众号');
    expect(official.querySelector('img')?.getAttribute('src')).toBe('/api/files/seed/qr/1.svg');
    expect(data.getSitePage).toHaveBeenCalledWith('business_cooperation', 'zh');
  });
});

describe('activity site modules (O39)', () => {
  it('O39 hot events: the 5 hot events linking to their pages, the current event left out', async () => {
    await serverRender(await EventsSiteColumn({ t, locale: 'zh' }));
    expect(links('hot-events')).toEqual([21, 22, 23, 24, 25].map((id) => `/events/${id}`));
    await serverRender(await EventsSiteColumn({ t, locale: 'zh', excludeId: 23 }));
    expect(links('hot-events')).toEqual(['/events/21', '/events/22', '/events/24', '/events/25']);
  });
});

describe('post site modules (O36–O38, O44, O45)', () => {
  it('O36 O45 recommended follows: 3 members from hot-follow, each with a follow button; more goes to /people/popular', async () => {
    await serverRender(await PostSiteColumn({ t, locale: 'zh' }));
    const follows = moduleEl('recommended-follows');
    expect(follows.querySelector('h2')?.textContent).toBe('推荐关注');
    expect(follows.querySelectorAll('[data-testid="member-item"]')).toHaveLength(3);
    expect([...follows.querySelectorAll('[data-testid="member-item"]')].map((li) => li.querySelector('a')?.getAttribute('href'))).toEqual(['/people/1301', '/people/1302', '/people/1303']);
    expect(within(follows).getAllByRole('button', { name: /关注/ })).toHaveLength(3);
    expect(moreOf('recommended-follows')).toBe('/people/popular');
  });

  it('O37 O45 recommended members: the interest tab with 3 members; a visitor has no visitors tab', async () => {
    await serverRender(await PostSiteColumn({ t, locale: 'zh' }));
    const recommend = moduleEl('people-recommend');
    expect(within(recommend).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['感兴趣']);
    expect(recommend.querySelectorAll('[data-testid="member-item"]')).toHaveLength(3);
  });

  it('O38 the community group promo: 200+ groups, 50,000+ members and the QR code of site page community_groups (en: its _en page)', async () => {
    await serverRender(await PostSiteColumn({ t, locale: 'zh' }));
    const promo = moduleEl('community-promo');
    expect(promo.textContent).toContain('200+ 行业社群，50,000+ 行业成员');
    expect(within(promo).getByAltText('扫码加入行业社群').getAttribute('src')).toBe('/api/files/seed/qr/2.svg');
    expect(promo.textContent).toContain('扫码添加社群小助手');
    expect(data.getSitePage).toHaveBeenCalledWith('community_groups', 'zh');
    await serverRender(await PostSiteColumn({ t: createTranslate(getMessages('en')), locale: 'en' }), 'en');
    expect(moduleEl('community-promo').textContent).toContain('200+ industry groups, 50,000+ members');
    expect(data.getSitePage).toHaveBeenCalledWith('community_groups', 'en');
  });

  it('O38 without the site page the promo still shows its numbers, with no broken image', async () => {
    data.getSitePage.mockResolvedValue(null);
    await serverRender(await PostSiteColumn({ t, locale: 'zh' }));
    expect(moduleEl('community-promo').textContent).toContain('200+ 行业社群，50,000+ 行业成员');
    expect(moduleEl('community-promo').querySelector('img')).toBeNull();
  });

  it('O44 hot posts: 5 site-wide posts off post detail, the recent-hot list on post detail; related posts list the related ones', async () => {
    await serverRender(await PostSiteColumn({ t, locale: 'zh' }));
    expect(moduleEl('hot-posts').querySelector('h2')?.textContent).toBe('热门帖子');
    expect(links('hot-posts')).toEqual([1, 2, 3, 4, 5].map((id) => `/community/post/${id}`));
    expect(moduleEl('hot-posts').textContent).toContain('全站热帖1');
    await serverRender(await PostSiteColumn({ t, locale: 'zh', hot: 'recent' }));
    expect(moduleEl('hot-posts').querySelector('h2')?.textContent).toBe('近期热门');
    expect(moduleEl('hot-posts').textContent).toContain('近期热帖1');
    expect(data.getHotPosts.mock.calls).toEqual([['site'], ['recent']]);
    document.body.innerHTML = '';
    render(<RelatedPosts t={t} locale="zh" posts={[post(41), post(42)]} />);
    expect([...screen.getByTestId('related-posts').querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/community/post/41', '/community/post/42']);
  });
});

describe('member modules (O42, O43, O45)', () => {
  it('O42 the related-site logos show on member-info pages only', async () => {
    await serverRender(await PeopleColumn({ t, memberId: 1002 }));
    expect(modules()).toContain('related-sites');
    expect(moduleEl('related-sites').querySelector('img')?.getAttribute('src')).toBe('/api/files/seed/logo/501.svg');
    expect(links('related-sites')).toEqual(['/news/foodtools']);
    data.getRelatedSites.mockClear();
    await serverRender(await PeopleColumn({ t }));
    expect(modules()).not.toContain('related-sites');
    expect(data.getRelatedSites).not.toHaveBeenCalled();
  });

  it('O43 O45 newest registered (5, more /people/latest) and may be interested (3, more /people/interest), with follow buttons', async () => {
    await serverRender(await PeopleColumn({ t }));
    expect(modules()).toEqual(['people-newest', 'people-interest', 'people-recommend']);
    expect(moduleEl('people-newest').querySelectorAll('[data-testid="member-item"]')).toHaveLength(5);
    expect(moreOf('people-newest')).toBe('/people/latest');
    expect(moduleEl('people-interest').querySelectorAll('[data-testid="member-item"]')).toHaveLength(3);
    expect(within(moduleEl('people-interest')).getAllByRole('button', { name: /关注/ })).toHaveLength(3);
    expect(moreOf('people-interest')).toBe('/people/interest');
  });
});

describe('modules decided in the browser (O37, O43)', () => {
  function island(ui: ReactElement) {
    return render(
      <I18nProvider locale="zh" device="desktop" catalogue={{ messages: getMessages('zh') }}>
        <QueryClientProvider client={testQueryClient()}>{ui}</QueryClientProvider>
      </I18nProvider>,
    );
  }

  it("O43 who viewed me shows only to the logged-in member on their own page; more goes to /people/visitors", () => {
    useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1002 });
    const own = island(<WhoViewedMeModule memberId={1002} />);
    expect(screen.getByTestId('who-viewed-me').querySelector('h2')?.textContent).toBe('谁看过我');
    expect(screen.getByTestId('who-viewed-me').querySelector('header a')?.getAttribute('href')).toBe('/people/visitors');
    own.unmount();
    const other = island(<WhoViewedMeModule memberId={1003} />);
    expect(screen.queryByTestId('who-viewed-me')).toBeNull();
    other.unmount();
    useSessionStore.setState({ hydrated: true, isLogin: false, memberId: null });
    island(<WhoViewedMeModule memberId={1002} />);
    expect(screen.queryByTestId('who-viewed-me')).toBeNull();
  });

  it('O37 a logged-in member gets the visitors tab beside the interest tab', () => {
    useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1002 });
    island(<RecommendedMembers initial={memberPage([1201, 1202, 1203])} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['感兴趣', '访客']);
  });
});
