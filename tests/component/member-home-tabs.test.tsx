/**
 * I44, I31–I33: the member home tabs. Everyone sees posts, follow and fans; one's own page adds circles,
 * favourites and friends; deleting a friend asks first; unfavouriting toggles.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemberHomeTabs } from '@/components/people/member-home-tabs';
import type { NewsManageItem } from '@/lib/contract/news';
import type { MemberListItem } from '@/lib/contract/social';
import { useSessionStore } from '@/stores/session';
import { refuse } from '../mocks/envelope';
import { circleHandlers } from '../mocks/handlers/circle';
import { interactionHandlers } from '../mocks/handlers/interactions';
import { newsHandlers } from '../mocks/handlers/news';
import { socialHandlers } from '../mocks/handlers/social';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';

startMockServer();

/** Every call the tabs made and got an answer to, as `METHOD path?query`. */
const calls: string[] = [];
server.events.on('response:mocked', ({ request }) => {
  const url = new URL(request.url);
  calls.push(`${request.method} ${url.pathname.replace(/^\/api/, '')}${url.search}`);
});

const ME = 1001;
const page = <T,>(records: T[], current = 1, pages = 1) => ({ records, total: records.length, size: 5, current, pages });
const friend = (memberId: number, name: string): MemberListItem => ({
  memberId,
  name,
  avatar: null,
  position: '采购经理',
  company: '华东彩印包装有限公司',
  isFriend: true,
  hasPendingFriendRequest: false,
  isFollowed: true,
});

function signIn() {
  useSessionStore.setState({ hydrated: true, isLogin: true, memberId: ME });
}

function openTab(key: string) {
  act(() => {
    window.location.hash = `#${key}`;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}

beforeEach(() => {
  calls.length = 0;
  server.use(socialHandlers.following(ME, page([])), socialHandlers.fans(ME, page([])));
  window.location.hash = '';
});
afterEach(() => {
  useSessionStore.setState({ hydrated: true, isLogin: false, memberId: null, memberInfo: null });
});

describe('MemberHomeTabs', () => {
  it('I44 on another member page: posts, their follow and their fans only', () => {
    signIn();
    renderWithI18n(<MemberHomeTabs memberId={2002} posts={<p>帖子列表</p>} />);
    const tabs = screen.getAllByRole('tab').map((el) => el.textContent);
    expect(tabs).toEqual(['帖子', 'TA的关注', 'TA的粉丝']);
    expect(screen.queryByTestId('home-tab-favorites')).toBeNull();
    expect(screen.queryByTestId('home-tab-friends')).toBeNull();
    expect(screen.queryByTestId('home-tab-circles')).toBeNull();
  });

  it('I44 a visitor sees the public tabs; a hash naming an own-only tab falls back to posts', () => {
    useSessionStore.setState({ hydrated: true, isLogin: false, memberId: null });
    window.location.hash = '#friends';
    renderWithI18n(<MemberHomeTabs memberId={ME} posts={<p>帖子列表</p>} />);
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(screen.getByText('帖子列表')).toBeTruthy();
    expect(calls.filter((c) => c.includes('member-friend'))).toEqual([]);
  });

  it('I44 L15 on one own page: posts, circles, follow, fans, followed companies, favourites, friends', async () => {
    signIn();
    server.use(circleHandlers.mine([
      {
        circleId: 7,
        circleName: '软包装技术交流圈',
        description: '复合、印刷与制袋工艺',
        avatar: null,
        coverImg: null,
        category: '包装',
        circleType: 0,
        isPublic: true,
        memberCount: 128,
        postCount: 40,
        createdTime: '2026-01-01 10:00:00',
        memberType: 'JOINED',
      },
    ]));
    renderWithI18n(<MemberHomeTabs memberId={ME} posts={<p>帖子列表</p>} />);
    expect(screen.getAllByRole('tab').map((el) => el.textContent)).toEqual(['帖子', '圈子', '我的关注', '我的粉丝', '关注的企业', '我的收藏', '我的好友', '我的订单', '我的门票', '我的成果']);
    openTab('circles');
    expect(await screen.findByText('软包装技术交流圈')).toBeTruthy();
    expect(screen.getByTestId('circle-card').getAttribute('href')).toBe('/circle/7');
  });

  it('I31 I32 the friends tab pages 5 and deleting a friend asks first', async () => {
    signIn();
    let deleted = false;
    server.use(
      socialHandlers.friends(() => page(deleted ? [friend(1010, '周建国')] : [friend(1002, '李文静'), friend(1010, '周建国')])),
      socialHandlers.deleteFriend(1002, () => {
        deleted = true;
        return true;
      }),
    );
    window.location.hash = '#friends';
    renderWithI18n(<MemberHomeTabs memberId={ME} posts={<p>帖子列表</p>} />);
    const list = await screen.findByTestId('home-friends-list');
    expect(calls).toContain('GET /admin/member-friend/page?current=1&size=5');
    expect(within(list).getAllByTestId('friend-item')).toHaveLength(2);

    fireEvent.click(within(list).getAllByTestId('friend-delete')[0] as HTMLElement);
    const dialog = screen.getByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('李文静');
    fireEvent.click(within(dialog).getByText('取消'));
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect(deleted).toBe(false);

    fireEvent.click(within(list).getAllByTestId('friend-delete')[0] as HTMLElement);
    await act(async () => fireEvent.click(screen.getByTestId('confirm-ok')));
    expect(calls).toContain('DELETE /admin/member-friend/1002/delete');
    await waitFor(() => expect(screen.getAllByTestId('friend-item')).toHaveLength(1));
    expect(screen.queryByText('李文静')).toBeNull();
  });

  it('I33 favourites link to their item and unfavourite toggles', async () => {
    signIn();
    const sent: unknown[] = [];
    server.use(
      interactionHandlers.favoritePage(
        page([
        { entityType: 13, entityId: 31, title: '无菌冷灌装产线改造复盘', coverImg: '/api/files/seed/cover/3.svg', url: '/news/31', createdTime: '2026-11-20 09:30:00' },
        { entityType: 11, entityId: 52, title: '求购食品级 rPET 切片', coverImg: null, url: '/community/post/52', createdTime: '2026-11-19 18:00:00' },
        ]),
      ),
      interactionHandlers.favorite(false, async (request) => {
        sent.push(['unfavorite', await request.json()]);
        return { isFavorite: false, favoriteCount: 2 };
      }),
      interactionHandlers.favorite(true, async (request) => {
        sent.push(['favorite', await request.json()]);
        return { isFavorite: true, favoriteCount: 3 };
      }),
    );
    window.location.hash = '#favorites';
    renderWithI18n(<MemberHomeTabs memberId={ME} posts={<p>帖子列表</p>} />);
    const items = await screen.findAllByTestId('favorite-item');
    expect(within(items[0] as HTMLElement).getByRole('link').getAttribute('href')).toBe('/news/31');
    expect(within(items[1] as HTMLElement).getByRole('link').getAttribute('href')).toBe('/community/post/52');
    expect(items[0]?.textContent).toContain('资讯');

    const toggle = within(items[0] as HTMLElement).getByTestId('favorite-toggle');
    expect(toggle.textContent).toBe('取消收藏');
    await act(async () => fireEvent.click(toggle));
    await waitFor(() => expect(toggle.textContent).toBe('收藏'));
    expect(sent.at(-1)).toEqual(['unfavorite', { entityType: 13, entityId: 31 }]);
    await act(async () => fireEvent.click(toggle));
    await waitFor(() => expect(toggle.textContent).toBe('取消收藏'));
    expect(sent.at(-1)).toEqual(['favorite', { entityType: 13, entityId: 31 }]);
  });
  it('I33 favourites page 5 at a time: a page is read again on every visit, so an unfavourited row is gone; a refused toggle says so', async () => {
    signIn();
    const fav = (entityId: number, title: string) => ({ entityType: 13, entityId, title, coverImg: null, url: `/news/${entityId}`, createdTime: '2026-11-20 09:30:00' });
    const reads: string[] = [];
    let unfavourited = false;
    server.use(
      interactionHandlers.favoritePage((request) => {
        const current = Number(new URL(request.url).searchParams.get('current'));
        reads.push(`${current}`);
        if (current === 2) return page([fav(36, '第六条收藏')], 2, 2);
        return page([...(unfavourited ? [] : [fav(31, '第一条收藏')]), fav(32, '第二条收藏')], 1, 2);
      }),
      interactionHandlers.favorite(false, () => {
        unfavourited = true;
        return { isFavorite: false, favoriteCount: 0 };
      }),
      interactionHandlers.favorite(true, refuse(500, 'boom')),
    );
    window.location.hash = '#favorites';
    renderWithI18n(<MemberHomeTabs memberId={ME} posts={<p>帖子列表</p>} />);
    const first = (await screen.findAllByTestId('favorite-item'))[0] as HTMLElement;
    const toggle = within(first).getByTestId('favorite-toggle');
    await act(async () => fireEvent.click(toggle));
    await waitFor(() => expect(toggle.textContent).toBe('收藏'));
    // the undo is refused: the row stays unfavourited and the tab says the action failed
    await act(async () => fireEvent.click(toggle));
    expect(await screen.findByText('操作失败，请稍后重试')).toBeTruthy();
    expect(toggle.textContent).toBe('收藏');

    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await screen.findByText('第六条收藏');
    expect(screen.getByText('2 / 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '上一页' }));
    await screen.findByText('第二条收藏');
    expect(screen.queryByText('第一条收藏')).toBeNull();
    expect(screen.getAllByTestId('favorite-toggle').map((b) => b.textContent)).toEqual(['取消收藏']);
    expect(reads).toEqual(['1', '2', '1']);
  });

  it('F30 a column owner gets the column tab on the own page: drafts preview, published news open, each can be edited', async () => {
    signIn();
    useSessionStore.setState({ memberInfo: { memberId: ME, hasColumn: true } as never });
    const item = (id: number, title: string, publishStatus: 'DRAFT' | 'PUBLISHED', isBanned = false): NewsManageItem => ({
      id,
      title,
      summary: null,
      coverImg: null,
      publishTime: '2026-11-19 08:00:00',
      sourceTagId: null,
      sourceName: null,
      classTagId: null,
      classTagName: null,
      tags: [],
      viewCount: 0,
      likeCount: 0,
      commentCount: 0,
      seoKeywords: null,
      publishStatus,
      isBanned,
      updateTime: '2026-11-20 09:30:00',
    });
    let banned: ReturnType<typeof refuse> | { id: number; isBanned: boolean } = { id: 32, isBanned: true };
    server.use(
      newsHandlers.columnManagePage(page([item(31, '草稿一篇', 'DRAFT'), item(32, '已发一篇', 'PUBLISHED'), item(33, '被屏蔽的', 'PUBLISHED', true)], 1, 2)),
      newsHandlers.toggleBanned(() => banned),
    );
    renderWithI18n(<MemberHomeTabs memberId={ME} posts={<p>帖子列表</p>} />);
    expect(screen.getByTestId('home-tab-column').textContent).toBe('专栏管理');
    openTab('column');
    const rows = await screen.findAllByTestId('column-news-item');
    expect(calls).toContain('GET /news/news/column/manage-page?current=1&size=5');
    expect(rows.map((r) => within(r).getAllByRole('link')[0]!.getAttribute('href'))).toEqual(['/preview/news/31', '/news/32', '/preview/news/33']);
    expect(rows.map((r) => within(r).getByText(/^(草稿|已发布|已屏蔽)$/).textContent)).toEqual(['草稿', '已发布', '已屏蔽']);
    expect(within(rows[0]!).getByRole('link', { name: '编辑' }).getAttribute('href')).toBe('/news/edit/31');
    expect(rows[0]!.textContent).toContain('更新于 2026-11-20 09:30');
    // F31: hiding a published item turns it into a preview link and the button into unhide.
    fireEvent.click(within(rows[1]!).getByRole('button', { name: '屏蔽' }));
    await waitFor(() => expect(within(rows[1]!).getByRole('button', { name: '取消屏蔽' }).getAttribute('aria-pressed')).toBe('true'));
    expect(calls).toContain('PUT /news/news/banned-status?id=32');
    expect(within(rows[1]!).getAllByRole('link')[0]!.getAttribute('href')).toBe('/preview/news/32');
    expect(within(rows[1]!).getByText(/^(草稿|已发布|已屏蔽)$/).textContent).toBe('已屏蔽');
    // A failure says so and changes nothing.
    banned = refuse(1, 'network');
    fireEvent.click(within(rows[0]!).getByRole('button', { name: '屏蔽' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(within(rows[0]!).getByRole('button', { name: '屏蔽' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(calls.at(-1)).toBe('GET /news/news/column/manage-page?current=2&size=5'));
  });

  it('F30 no column tab without a column, nor on another member page', () => {
    signIn();
    useSessionStore.setState({ memberInfo: { memberId: ME, hasColumn: false } as never });
    const { unmount } = renderWithI18n(<MemberHomeTabs memberId={ME} posts={<p>帖子列表</p>} />);
    expect(screen.queryByTestId('home-tab-column')).toBeNull();
    unmount();
    useSessionStore.setState({ memberInfo: { memberId: ME, hasColumn: true } as never });
    renderWithI18n(<MemberHomeTabs memberId={2002} posts={<p>帖子列表</p>} />);
    expect(screen.queryByTestId('home-tab-column')).toBeNull();
  });
});
