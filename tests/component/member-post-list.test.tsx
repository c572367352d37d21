/**
 * G42: the member's own post lists on the 'mine' tab of `/circle` read through `memberPostsQuery`
 * (`useInfiniteQuery`): 5 at a time, 'load more' asks for the next page until `current` reaches `pages`, an empty
 * list and a failed first read say so. The network is mocked with msw.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemberPostList } from '@/components/circle/member-post-list';
import { postPageSchema, type PostListItem } from '@/lib/contract/post';
import { useSessionStore } from '@/stores/session';
import { envelope, refuse, type Reply } from '../mocks/envelope';
import { recorded, type SentCall } from '../mocks/request';
import { API, server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';

startMockServer();

const post = (id: number): PostListItem => ({
  id,
  title: `帖子${id}`,
  content: '正文',
  images: [],
  tagId: 8,
  tagName: '需求',
  themeTagId: null,
  themeTagName: null,
  circleId: null,
  circleName: null,
  memberId: 1002,
  nickname: '李思雨',
  avatar: null,
  company: null,
  position: null,
  isAnonymous: false,
  publishTime: '2026-11-25 10:00:00',
  viewCount: 0,
  likeCount: 0,
  commentCount: 0,
});
const page = (ids: number[], current: number, pages: number) => ({ records: ids.map(post), total: pages * 5, size: 5, current, pages });
const list = (path: string, reply: Reply<ReturnType<typeof page>>) => http.get(`${API}${path}`, ({ request }) => envelope(postPageSchema, reply, request));
let calls: SentCall[];

beforeEach(() => {
  calls = [];
  useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1001 });
});

describe('MemberPostList', () => {
  it('G42 reads 5 at a time and loads more until the last page', async () => {
    server.use(
      list(
        '/post/posts/common',
        recorded(calls, (request) => (new URL(request.url).searchParams.get('current') === '1' ? page([1, 2, 3, 4, 5], 1, 2) : page([6, 7], 2, 2))),
      ),
    );
    renderWithI18n(<MemberPostList kind="common" />);
    expect(screen.getByText('加载中…')).toBeTruthy();
    await screen.findByText('帖子5');
    expect(screen.getByTestId('member-posts-common').querySelectorAll('article')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await screen.findByText('帖子7');
    expect(screen.getByTestId('member-posts-common').querySelectorAll('article')).toHaveLength(7);
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
    expect(calls.map((c) => c.query)).toEqual([
      { current: '1', size: '5' },
      { current: '2', size: '5' },
    ]);
  });

  it('G42 an empty list and a failed first read say so', async () => {
    server.use(list('/post/posts/my', page([], 1, 0)), list('/post/posts/members', refuse(500, 'boom')));
    renderWithI18n(
      <>
        <MemberPostList kind="my" />
        <MemberPostList kind="members" />
      </>,
    );
    await screen.findByText('暂无帖子');
    await waitFor(() => expect(screen.getByText('加载失败，请稍后重试')).toBeTruthy());
  });
});
