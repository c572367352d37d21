import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CommentSection } from '@/components/comments/comment-section';
import type { Comment } from '@/lib/contract/comment';
import { useDialogs } from '@/stores/dialogs';
import { useSessionStore } from '@/stores/session';
import { pageOf, refuse } from '../mocks/envelope';
import { commentHandlers } from '../mocks/handlers/comments';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';

const page = (records: Comment[], total = records.length, current = 1) => pageOf(records, { total, current });

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

startMockServer();

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
      commentHandlers.list('news', (request) => {
        expect(new URL(request.url).searchParams.get('newsId')).toBe('5');
        return page([comment(1, { replyCount: 1 }), comment(2)]);
      }),
      commentHandlers.replies('news', page([comment(3, { parentId: 1, replyNickname: '会员1' })])),
    );
    renderWithI18n(<CommentSection kind="news" entityId={5} initialCount={3} validate={noGreyWords} />);
    expect(await screen.findByText('评论内容1')).toBeTruthy();
    expect(screen.getByText('评论（3）')).toBeTruthy();
    fireEvent.click(screen.getByText('查看 1 条回复'));
    expect(await screen.findByText('评论内容3')).toBeTruthy();
    expect(screen.getByText('回复 会员1：')).toBeTruthy();
  });

  it("F19 a visitor reads the server's first page with no call; more pages are asked for; a member asks for their own first page", async () => {
    asVisitor();
    const asked: string[] = [];
    server.use(
      commentHandlers.list('post', (request) => {
        const current = new URL(request.url).searchParams.get('current') ?? '?';
        asked.push(current);
        return current === '2' ? page([comment(11)], 11, 2) : page([comment(1, { isLiked: true })], 11);
      }),
    );
    const first = page(Array.from({ length: 10 }, (_, i) => comment(i + 1)), 11);
    const view = renderWithI18n(<CommentSection kind="post" entityId={5} initialCount={11} validate={noGreyWords} initialPage={first} />);
    expect(screen.getByText('评论内容10')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '加载更多评论' }));
    expect(await screen.findByText('评论内容11')).toBeTruthy();
    expect(asked).toEqual(['2']);
    view.unmount();
    asMember();
    renderWithI18n(<CommentSection kind="post" entityId={5} initialCount={11} validate={noGreyWords} initialPage={first} />);
    // the member's page says which comments they liked; the server's page stands in until it comes
    await waitFor(() => expect(asked).toEqual(['2', '1']));
    expect(await screen.findByRole('button', { name: /^已点赞/ })).toBeTruthy();
  });

  it('U06 a visitor pressing comment or like gets the login dialog', async () => {
    asVisitor();
    server.use(commentHandlers.list('news', page([comment(1)])));
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
      commentHandlers.list('news', page([comment(1)])),
      commentHandlers.create('news', async (request) => {
        body = await request.json();
        return comment(9, { content: '很有启发', isMine: true, memberId: 7 });
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
    server.use(commentHandlers.list('news', page([])));
    renderWithI18n(<CommentSection kind="news" entityId={5} initialCount={0} validate={async () => ['代开发票']} />);
    await screen.findByText('还没有评论，来说两句吧');
    fireEvent.change(screen.getByLabelText('写下你的评论…'), { target: { value: '代开发票' } });
    fireEvent.click(screen.getByRole('button', { name: '发表评论' }));
    expect((await screen.findByRole('alert')).textContent).toContain('代开发票');
  });

  it('U09 a banned member sees the banned notice and cannot post', async () => {
    useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 7, isBanned: true });
    server.use(commentHandlers.list('news', page([])));
    renderWithI18n(<CommentSection kind="news" entityId={5} initialCount={0} validate={noGreyWords} />);
    expect(await screen.findByText('您的账号已被禁言，请联系管理员')).toBeTruthy();
    expect((screen.getByLabelText('写下你的评论…') as HTMLTextAreaElement).disabled).toBe(true);
  });

  it('F22 a member likes and unlikes a comment', async () => {
    asMember();
    server.use(
      commentHandlers.list('news', page([comment(1, { likeCount: 2 })])),
      commentHandlers.like('news', 1, true, { isLiked: true, likeCount: 3 }),
      commentHandlers.like('news', 1, false, { isLiked: false, likeCount: 2 }),
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
      commentHandlers.list('news', page([comment(1, { isMine: true, memberId: 7 }), comment(2)])),
      commentHandlers.remove('news', 1, () => {
        deleted = true;
        return { id: 1, commentCount: 1 };
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
      commentHandlers.list('post', page([comment(1)])),
      commentHandlers.create('post', async (request) => {
        body = await request.json();
        return comment(8, { parentId: 1, content: '已私信', replyNickname: '会员1', isMine: true });
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
      commentHandlers.list('news', (request) => {
        const current = Number(new URL(request.url).searchParams.get('current'));
        return current === 1 ? page([comment(1)], 2) : page([comment(2)], 2, 2);
      }),
    );
    renderWithI18n(<CommentSection kind="news" entityId={5} initialCount={2} validate={noGreyWords} />);
    await screen.findByText('评论内容1');
    fireEvent.click(screen.getByRole('button', { name: '加载更多评论' }));
    expect(await screen.findByText('评论内容2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '加载更多评论' })).toBeNull();
  });

  it('F19 comments load page after page (useInfiniteQuery): 10 at a time, no duplicates, the button goes after the last', async () => {
    asVisitor();
    const asked: string[] = [];
    const all = Array.from({ length: 23 }, (_, i) => comment(i + 1));
    server.use(
      commentHandlers.list('news', (request) => {
        const params = new URL(request.url).searchParams;
        asked.push(`${params.get('current')}/${params.get('size')}`);
        const current = Number(params.get('current'));
        return page(all.slice((current - 1) * 10, current * 10), all.length, current);
      }),
    );
    renderWithI18n(<CommentSection kind="news" entityId={5} initialCount={23} validate={noGreyWords} />);
    await screen.findByText('评论内容10');
    expect(screen.getAllByTestId('comment-item')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: '加载更多评论' }));
    await screen.findByText('评论内容20');
    expect(screen.getAllByTestId('comment-item')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: '加载更多评论' }));
    await screen.findByText('评论内容23');
    expect(screen.getAllByTestId('comment-item').map((el) => within(el).getByText(/^评论内容/).textContent)).toEqual(all.map((c) => c.content));
    expect(screen.queryByRole('button', { name: '加载更多评论' })).toBeNull();
    expect(asked).toEqual(['1/10', '2/10', '3/10']);
  });

  it('F19 a comment posted before loading more is not listed twice when the next page repeats it', async () => {
    asMember();
    server.use(
      commentHandlers.list('news', (request) => {
        const current = Number(new URL(request.url).searchParams.get('current'));
        return current === 1 ? page([comment(1)], 2) : page([comment(1), comment(2)], 3, 2);
      }),
      commentHandlers.create('news', comment(9, { content: '新评论', isMine: true, memberId: 7 })),
    );
    renderWithI18n(<CommentSection kind="news" entityId={5} initialCount={2} validate={noGreyWords} />);
    await screen.findByText('评论内容1');
    fireEvent.change(screen.getByLabelText('写下你的评论…'), { target: { value: '新评论' } });
    fireEvent.click(screen.getByRole('button', { name: '发表评论' }));
    await screen.findByText('新评论');
    fireEvent.click(screen.getByRole('button', { name: '加载更多评论' }));
    await screen.findByText('评论内容2');
    expect(screen.getAllByTestId('comment-item').map((el) => within(el).getByText(/^(评论内容|新评论)/).textContent)).toEqual(['新评论', '评论内容1', '评论内容2']);
  });

  it('F19 replies page with 加载更多回复, hide and show again from the cache without a new call', async () => {
    asVisitor();
    let replyCalls = 0;
    server.use(
      commentHandlers.list('news', page([comment(1, { replyCount: 4 })])),
      commentHandlers.replies('news', (request) => {
        replyCalls += 1;
        const current = Number(new URL(request.url).searchParams.get('current'));
        const replies = current === 1 ? [comment(11, { parentId: 1 }), comment(12, { parentId: 1 })] : [comment(13, { parentId: 1 }), comment(14, { parentId: 1 })];
        return pageOf(replies, { total: 4, size: 2, current });
      }),
    );
    renderWithI18n(<CommentSection kind="news" entityId={5} initialCount={5} validate={noGreyWords} />);
    await screen.findByText('评论内容1');
    fireEvent.click(screen.getByText('查看 4 条回复'));
    await screen.findByText('评论内容12');
    fireEvent.click(screen.getByRole('button', { name: '加载更多回复' }));
    await screen.findByText('评论内容14');
    expect(screen.queryByRole('button', { name: '加载更多回复' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '收起回复' }));
    expect(screen.queryByText('评论内容11')).toBeNull();
    fireEvent.click(screen.getByText('查看 4 条回复'));
    expect(screen.getByText('评论内容14')).toBeTruthy();
    expect(replyCalls).toBe(2);
  });

  it('F22 a refused comment like rolls back and shows the API message', async () => {
    asMember();
    server.use(
      commentHandlers.list('news', page([comment(1, { likeCount: 2 })])),
      commentHandlers.like('news', 1, true, refuse(20050, '操作过于频繁，请稍后再试')),
    );
    renderWithI18n(<CommentSection kind="news" entityId={5} initialCount={1} validate={noGreyWords} />);
    fireEvent.click(await screen.findByRole('button', { name: '点赞 2' }));
    expect((await screen.findByRole('alert')).textContent).toBe('操作过于频繁，请稍后再试');
    expect(screen.getByRole('button', { name: '点赞 2' }).getAttribute('aria-pressed')).toBe('false');
  });
});
