import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CommentSection } from '@/components/comments/comment-section';
import type { Comment } from '@/lib/contract/comment';
import { useDialogs } from '@/stores/dialogs';
import { useSessionStore } from '@/stores/session';
import { renderWithI18n } from './render';

const API = 'http://localhost:3000/api';
const ok = <T,>(data: T) => ({ code: 0, msg: 'ok', data });
const page = (records: Comment[], total = records.length) => ok({ records, total, size: 10, current: 1, pages: Math.ceil(total / 10) });

function comment(id: number, over: Partial<Comment> = {}): Comment {
  return {
    id,
    entityId: 5,
    parentId: null,
    memberId: 100 + id,
    nickname: `会员${id}`,
    avatar: null,
    company: '某食品公司',
    position: null,
    replyMemberId: null,
    replyNickname: null,
    content: `评论内容${id}`,
    images: [],
    likeCount: 0,
    replyCount: 0,
    isLiked: false,
    isMine: false,
    createdTime: '2026-11-20 10:00:00',
    ...over,
  };
}

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function asMember() {
  useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 7, isBanned: false });
}
function asVisitor() {
  useSessionStore.setState({ hydrated: true, isLogin: false, memberId: null, isBanned: false });
}
const noGreyWords = async () => [];

beforeEach(() => {
  useDialogs.setState({ login: { open: false, options: {} } });
});

describe('CommentSection (news adapter)', () => {
  it('F19 lists comments and loads replies on demand', async () => {
    asVisitor();
    server.use(
      http.get(`${API}/news/news/comment`, ({ request }) => {
        expect(new URL(request.url).searchParams.get('newsId')).toBe('5');
        return HttpResponse.json(page([comment(1, { replyCount: 1 }), comment(2)]));
      }),
      http.get(`${API}/news/news/comment/replies`, () => HttpResponse.json(page([comment(3, { parentId: 1, replyNickname: '会员1' })]))),
    );
    renderWithI18n(<CommentSection kind="news" entityId={5} initialCount={3} validate={noGreyWords} />);
    expect(await screen.findByText('评论内容1')).toBeTruthy();
    expect(screen.getByText('评论（3）')).toBeTruthy();
    fireEvent.click(screen.getByText('查看 1 条回复'));
    expect(await screen.findByText('评论内容3')).toBeTruthy();
    expect(screen.getByText('回复 会员1：')).toBeTruthy();
  });

  it('U06 a visitor pressing comment or like gets the login dialog', async () => {
    asVisitor();
    server.use(http.get(`${API}/news/news/comment`, () => HttpResponse.json(page([comment(1)]))));
    renderWithI18n(<CommentSection kind="news" entityId={5} initialCount={1} validate={noGreyWords} />);
    await screen.findByText('评论内容1');
    fireEvent.click(screen.getByText('登录后参与评论'));
    expect(useDialogs.getState().login.open).toBe(true);
    useDialogs.setState({ login: { open: false, options: {} } });
    fireEvent.click(screen.getByRole('button', { name: /点赞/ }));
    expect(useDialogs.getState().login.open).toBe(true);
  });

  it('F20 a member posts a comment and it appears first; the count follows', async () => {
    asMember();
    let body: unknown = null;
    server.use(
      http.get(`${API}/news/news/comment`, () => HttpResponse.json(page([comment(1)]))),
      http.post(`${API}/news/news/comment`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(ok(comment(9, { content: '很有启发', isMine: true, memberId: 7 })));
      }),
    );
    renderWithI18n(<CommentSection kind="news" entityId={5} initialCount={1} validate={noGreyWords} />);
    await screen.findByText('评论内容1');
    fireEvent.change(screen.getByLabelText('写下你的评论…'), { target: { value: ' 很有启发 ' } });
    fireEvent.click(screen.getByRole('button', { name: '发表评论' }));
    expect(await screen.findByText('评论（2）')).toBeTruthy();
    expect(body).toEqual({ newsId: 5, content: '很有启发', parentId: null });
    const items = screen.getAllByTestId('comment-item');
    expect(within(items[0] as HTMLElement).getByText('很有启发')).toBeTruthy();
  });

  it('F33 grey words block publishing and are shown', async () => {
    asMember();
    server.use(http.get(`${API}/news/news/comment`, () => HttpResponse.json(page([]))));
    renderWithI18n(<CommentSection kind="news" entityId={5} initialCount={0} validate={async () => ['代开发票']} />);
    await screen.findByText('还没有评论，来说两句吧');
    fireEvent.change(screen.getByLabelText('写下你的评论…'), { target: { value: '代开发票' } });
    fireEvent.click(screen.getByRole('button', { name: '发表评论' }));
    expect((await screen.findByRole('alert')).textContent).toContain('代开发票');
  });

  it('U09 a banned member sees the banned notice and cannot post', async () => {
    useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 7, isBanned: true });
    server.use(http.get(`${API}/news/news/comment`, () => HttpResponse.json(page([]))));
    renderWithI18n(<CommentSection kind="news" entityId={5} initialCount={0} validate={noGreyWords} />);
    expect(await screen.findByText('您的账号已被禁言，请联系管理员')).toBeTruthy();
    expect((screen.getByLabelText('写下你的评论…') as HTMLTextAreaElement).disabled).toBe(true);
  });

  it('F22 a member likes and unlikes a comment', async () => {
    asMember();
    server.use(
      http.get(`${API}/news/news/comment`, () => HttpResponse.json(page([comment(1, { likeCount: 2 })]))),
      http.post(`${API}/news/news/comment/like/1`, () => HttpResponse.json(ok({ isLiked: true, likeCount: 3 }))),
      http.post(`${API}/news/news/comment/unlike/1`, () => HttpResponse.json(ok({ isLiked: false, likeCount: 2 }))),
    );
    renderWithI18n(<CommentSection kind="news" entityId={5} initialCount={1} validate={noGreyWords} />);
    const like = await screen.findByRole('button', { name: '点赞 2' });
    fireEvent.click(like);
    await waitFor(() => expect(screen.getByRole('button', { name: '已点赞 3' }).getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: '已点赞 3' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '点赞 2' })).toBeTruthy());
  });

  it('F21 deleting one\'s own comment asks first, then removes it', async () => {
    asMember();
    let deleted = false;
    server.use(
      http.get(`${API}/news/news/comment`, () => HttpResponse.json(page([comment(1, { isMine: true, memberId: 7 }), comment(2)]))),
      http.delete(`${API}/news/news/comment/1`, () => {
        deleted = true;
        return HttpResponse.json(ok({ id: 1, commentCount: 1 }));
      }),
    );
    renderWithI18n(<CommentSection kind="news" entityId={5} initialCount={2} validate={noGreyWords} />);
    await screen.findByText('评论内容1');
    expect(screen.getAllByRole('button', { name: '删除' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    const confirm = screen.getByRole('alertdialog');
    expect(within(confirm).getByText('确定删除这条评论吗？')).toBeTruthy();
    expect(deleted).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText('评论内容1')).toBeNull());
    expect(deleted).toBe(true);
    expect(screen.getByText('评论（1）')).toBeTruthy();
  });

  it('G24 the post adapter uses /post/comments and replies go under their top-level comment', async () => {
    asMember();
    let body: unknown = null;
    server.use(
      http.get(`${API}/post/comments`, () => HttpResponse.json(page([comment(1)]))),
      http.post(`${API}/post/comments/`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(ok(comment(8, { parentId: 1, content: '已私信', replyNickname: '会员1', isMine: true })));
      }),
    );
    renderWithI18n(<CommentSection kind="post" entityId={5} initialCount={1} validate={noGreyWords} />);
    await screen.findByText('评论内容1');
    fireEvent.click(screen.getByRole('button', { name: '回复' }));
    fireEvent.change(screen.getByLabelText('回复 会员1：'), { target: { value: '已私信' } });
    fireEvent.click(screen.getByRole('button', { name: '发表回复' }));
    expect(await screen.findByText('评论（2）')).toBeTruthy();
    expect(body).toEqual({ postId: 5, content: '已私信', parentId: 1 });
    const items = screen.getAllByTestId('comment-item');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('已私信')).toBeTruthy();
    expect(screen.queryByLabelText('回复 会员1：')).toBeNull();
  });

  it('shows the load-more button while more pages exist', async () => {
    asVisitor();
    server.use(
      http.get(`${API}/news/news/comment`, ({ request }) => {
        const current = Number(new URL(request.url).searchParams.get('current'));
        return HttpResponse.json(current === 1 ? page([comment(1)], 2) : ok({ records: [comment(2)], total: 2, size: 10, current: 2, pages: 1 }));
      }),
    );
    renderWithI18n(<CommentSection kind="news" entityId={5} initialCount={2} validate={noGreyWords} />);
    await screen.findByText('评论内容1');
    fireEvent.click(screen.getByRole('button', { name: '加载更多评论' }));
    expect(await screen.findByText('评论内容2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '加载更多评论' })).toBeNull();
  });
});
