import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CommentSection } from '@/components/comments/comment-section';
import { LikeButton } from '@/components/ui/like-button';
import { LiveCount } from '@/components/ui/live-count';
import { ENTITY_TYPE } from '@/lib/constants';
import type { Comment } from '@/lib/contract/comment';
import { useSessionStore } from '@/stores/session';
import { pageOf } from '../mocks/envelope';
import { commentHandlers } from '../mocks/handlers/comments';
import { interactionHandlers } from '../mocks/handlers/interactions';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';

/**
 * Issue 18 item 6: the counts on a post page come from one source. The cached page said 103 likes and 9
 * comments; after hydration the post's query (104 likes, 10 comments) owns every view of them, and a like
 * or a comment moves all of them together.
 */
startMockServer();

const comment = (id: number, over: Partial<Comment> = {}): Comment => ({
  id, entityId: 3, parentId: null, memberId: 100 + id, nickname: `会员${id}`, avatar: null, company: null, position: null, replyMemberId: null,
  replyNickname: null, content: `评论内容${id}`, images: [], likeCount: 0, replyCount: 0, isLiked: false, isMine: false, createdTime: '2026-11-20 10:00:00', ...over,
});

function PostCounts() {
  return (
    <>
      <p>
        <LiveCount entityType={ENTITY_TYPE.post} entityId={3} field="likeCount" initial={103} label="common.likes" />
        <LiveCount entityType={ENTITY_TYPE.post} entityId={3} field="commentCount" initial={9} label="common.comments" />
      </p>
      <LikeButton entityType={ENTITY_TYPE.post} entityId={3} initialCount={103} />
      <CommentSection kind="post" entityId={3} initialCount={9} validate={async () => []} />
    </>
  );
}

describe('counts from one source', () => {
  it('a visitor sees the live counts everywhere once the post answers', async () => {
    useSessionStore.setState({ hydrated: true, isLogin: false, memberId: null, isBanned: false });
    server.use(
      interactionHandlers.state('post', 3, { isLiked: false, likeCount: 104, isFavorite: false, favoriteCount: 2, commentCount: 10, viewCount: 500 }),
      commentHandlers.list('post', pageOf([comment(1)], { total: 1, current: 1 })),
    );
    renderWithI18n(<PostCounts />);
    await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe('104'));
    expect(screen.getByTestId('live-likeCount').textContent).toBe('104 点赞');
    expect(screen.getByTestId('live-commentCount').textContent).toBe('10 评论');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('评论（10）');
  });

  it('a like and a new comment move every view of their count', async () => {
    useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 7, isBanned: false });
    server.use(
      interactionHandlers.state('post', 3, { isLiked: false, likeCount: 104, isFavorite: false, favoriteCount: 2, commentCount: 10, viewCount: 500 }),
      interactionHandlers.postLike(3, true, { isLiked: true, likeCount: 105 }),
      commentHandlers.list('post', pageOf([comment(1)], { total: 1, current: 1 })),
      commentHandlers.create('post', comment(11, { content: '同求', isMine: true, memberId: 7 })),
    );
    renderWithI18n(<PostCounts />);
    await waitFor(() => expect(screen.getByTestId('live-likeCount').textContent).toBe('104 点赞'));
    // the member's button (its like call) loads after hydration; until then it shows the state, disabled
    await waitFor(() => expect((screen.getByTestId('like-button') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('like-button'));
    await waitFor(() => expect(screen.getByTestId('live-likeCount').textContent).toBe('105 点赞'));
    expect(screen.getByTestId('like-count').textContent).toBe('105');
    await screen.findByText('评论内容1');
    fireEvent.change(screen.getByLabelText('写下你的评论…'), { target: { value: '同求' } });
    fireEvent.click(screen.getByRole('button', { name: '发表评论' }));
    await waitFor(() => expect(screen.getByTestId('live-commentCount').textContent).toBe('11 评论'));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('评论（11）');
  });
});
