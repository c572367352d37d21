/**
 * P17–P19: a member adds images to a comment; each goes through the upload flow under its section's prefix (post
 * comments `image/comment/`, news `image/newsComment/`, events `image/activityComment/`), shows as a thumbnail, and is
 * sent with the comment, which then lists them. P30: a failed upload says so and keeps the text and the images.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CommentSection } from '@/components/comments/comment-section';
import type { Comment } from '@/lib/contract/comment';
import { useSessionStore } from '@/stores/session';
import { pageOf } from '../mocks/envelope';
import { commentHandlers } from '../mocks/handlers/comments';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';

const upload = vi.hoisted(() => vi.fn());
vi.mock('@/lib/upload/upload', () => ({ uploadFile: upload }));

startMockServer();

const noGreyWords = async () => [];
const stored = (prefix: string, n: number) => `/api/files/oss/${prefix}${String(n).repeat(36)}.png`;
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

function comment(id: number, over: Partial<Comment> = {}): Comment {
  return {
    id,
    entityId: 5,
    parentId: null,
    memberId: 7,
    nickname: '会员7',
    avatar: null,
    company: null,
    position: null,
    replyMemberId: null,
    replyNickname: null,
    content: `评论内容${id}`,
    images: [],
    likeCount: 0,
    replyCount: 0,
    isLiked: false,
    isMine: true,
    createdTime: '2026-11-20 10:00:00',
    ...over,
  };
}

let n = 0;
beforeEach(() => {
  n = 0;
  useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 7, isBanned: false });
  upload.mockImplementation(async (_file: File, opts: { prefix: string }) => {
    n += 1;
    return { key: 'k', url: stored(opts.prefix, n), name: 'a.png', size: 4, type: 'image/png' };
  });
});
afterEach(() => vi.clearAllMocks());

const pick = async (files: File[]) => {
  await act(async () => {
    fireEvent.change(screen.getByTestId('comment-image-input'), { target: { files } });
  });
};

describe('comment images', () => {
  it.each([
    ['P17', 'post', 'image/comment/', 'postId'],
    ['P18', 'news', 'image/newsComment/', 'newsId'],
    ['P19', 'event', 'image/activityComment/', 'activityId'],
  ] as const)('%s a %s comment sends its images, uploaded under %s, and lists them', async (_id, kind, prefix, entity) => {
    let body: Record<string, unknown> | null = null;
    server.use(
      commentHandlers.list(kind, pageOf([comment(1)])),
      commentHandlers.create(kind, async (request) => {
        body = (await request.json()) as Record<string, unknown>;
        return comment(9, { content: '附现场照片', images: body.images as string[] });
      }),
    );
    renderWithI18n(<CommentSection kind={kind} entityId={5} initialCount={1} validate={noGreyWords} />);
    await screen.findByText('评论内容1');
    await pick([png('a.png'), png('b.png')]);
    await waitFor(() => expect(screen.getByTestId('comment-composer-images').querySelectorAll('img')).toHaveLength(2));
    expect(upload.mock.calls.map((c) => (c[1] as { prefix: string }).prefix)).toEqual([prefix, prefix]);
    // one is taken away again before sending
    fireEvent.click(within(screen.getByTestId('comment-composer-images')).getAllByRole('button', { name: '移除图片' })[0] as HTMLElement);
    fireEvent.change(screen.getByLabelText('写下你的评论…'), { target: { value: '附现场照片' } });
    fireEvent.click(screen.getByRole('button', { name: '发表评论' }));
    await waitFor(() => expect(body).not.toBeNull());
    expect(body).toEqual({ [entity]: 5, content: '附现场照片', parentId: null, images: [stored(prefix, 2)] });
    const posted = (await screen.findAllByTestId('comment-item'))[0] as HTMLElement;
    await waitFor(() => expect(within(posted).getByTestId('comment-images').querySelector('img')?.getAttribute('src')).toBe(stored(prefix, 2)));
    expect(screen.queryByTestId('comment-composer-images')).toBeNull();
  });

  it('P17 a comment without images sends none', async () => {
    let body: Record<string, unknown> | null = null;
    server.use(
      commentHandlers.list('post', pageOf([])),
      commentHandlers.create('post', async (request) => {
        body = (await request.json()) as Record<string, unknown>;
        return comment(9, { content: '纯文字' });
      }),
    );
    renderWithI18n(<CommentSection kind="post" entityId={5} initialCount={0} validate={noGreyWords} />);
    fireEvent.change(await screen.findByLabelText('写下你的评论…'), { target: { value: '纯文字' } });
    fireEvent.click(screen.getByRole('button', { name: '发表评论' }));
    await waitFor(() => expect(body).toEqual({ postId: 5, content: '纯文字', parentId: null }));
  });

  it('P30 a failed image upload says so and keeps the text and the images added before', async () => {
    server.use(commentHandlers.list('news', pageOf([])));
    renderWithI18n(<CommentSection kind="news" entityId={5} initialCount={0} validate={noGreyWords} />);
    fireEvent.change(await screen.findByLabelText('写下你的评论…'), { target: { value: '先写好的文字' } });
    await pick([png('a.png')]);
    await waitFor(() => expect(screen.getByTestId('comment-composer-images').querySelectorAll('img')).toHaveLength(1));
    upload.mockRejectedValueOnce(new Error('network'));
    await pick([png('b.png')]);
    expect((await screen.findByRole('alert')).textContent).toBe('图片上传失败，请重试');
    expect(screen.getByTestId('comment-composer-images').querySelectorAll('img')).toHaveLength(1);
    expect((screen.getByLabelText('写下你的评论…') as HTMLTextAreaElement).value).toBe('先写好的文字');
  });
});
