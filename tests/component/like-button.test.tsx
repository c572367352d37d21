import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FavoriteButton } from '@/components/ui/favorite-button';
import { LikeButton } from '@/components/ui/like-button';
import { ENTITY_TYPE } from '@/lib/constants';
import { useDialogs } from '@/stores/dialogs';
import { useSessionStore } from '@/stores/session';
import { refuse } from '../mocks/envelope';
import { interactionHandlers } from '../mocks/handlers/interactions';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n, testQueryClient } from './render';

startMockServer();
beforeEach(() => {
  useDialogs.setState({ login: { open: false, options: {} } });
});

describe('LikeButton', () => {
  it('F18 a visitor sees the cached count in 万 format and gets the login dialog, no call made', () => {
    useSessionStore.setState({ hydrated: true, isLogin: false, memberId: null });
    renderWithI18n(<LikeButton entityType={ENTITY_TYPE.news} entityId={12} initialCount={12999} />);
    expect(screen.getByTestId('like-count').textContent).toBe('1.2万');
    fireEvent.click(screen.getByTestId('like-button'));
    expect(useDialogs.getState().login.open).toBe(true);
  });

  it('F18 a member gets their state after hydration and toggles like / unlike', async () => {
    useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 7 });
    const calls: string[] = [];
    server.use(
      interactionHandlers.state('news', 12, { isLiked: false, likeCount: 41, isFavorite: true, favoriteCount: 3 }),
      interactionHandlers.newsLike(12, true, () => {
        calls.push('like');
        return { isLiked: true, likeCount: 42 };
      }),
      interactionHandlers.newsLike(12, false, () => {
        calls.push('unlike');
        return { isLiked: false, likeCount: 41 };
      }),
    );
    renderWithI18n(<LikeButton entityType={ENTITY_TYPE.news} entityId={12} initialCount={40} />);
    await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe('41'), { timeout: 4000 });
    await waitFor(() => expect((screen.getByTestId('like-button') as HTMLButtonElement).disabled).toBe(false));
    const button = screen.getByTestId('like-button');
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe('42'));
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe('41'));
    expect(calls).toEqual(['like', 'unlike']);
  });

  it('G23 posts use /post/posts/like and roll back on failure', async () => {
    useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 7 });
    server.use(
      interactionHandlers.state('post', 3, { isLiked: false, likeCount: 5, isFavorite: false }),
      interactionHandlers.postLike(3, true, refuse(1, 'fail')),
    );
    renderWithI18n(<LikeButton entityType={ENTITY_TYPE.post} entityId={3} initialCount={5} />);
    await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe('5'), { timeout: 4000 });
    await waitFor(() => expect((screen.getByTestId('like-button') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('like-button'));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByTestId('like-count').textContent).toBe('5');
    expect(screen.getByTestId('like-button').getAttribute('aria-pressed')).toBe('false');
  });

  it('F18 a refused like moves the count at once, then rolls it back and shows the API message', async () => {
    useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 7 });
    let answer: (value: void) => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      interactionHandlers.state('news', 12, { isLiked: false, likeCount: 41, isFavorite: false }),
      interactionHandlers.newsLike(12, true, async () => {
        await held;
        return refuse(20050, '操作过于频繁，请稍后再试');
      }),
    );
    renderWithI18n(<LikeButton entityType={ENTITY_TYPE.news} entityId={12} initialCount={40} />);
    await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe('41'), { timeout: 4000 });
    await waitFor(() => expect((screen.getByTestId('like-button') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('like-button'));
    // optimistic: the count and the pressed state move before the server answers
    await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe('42'));
    expect(screen.getByTestId('like-button').getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByTestId('like-button') as HTMLButtonElement).disabled).toBe(true);
    answer();
    expect((await screen.findByRole('alert')).textContent).toBe('操作过于频繁，请稍后再试');
    expect(screen.getByTestId('like-count').textContent).toBe('41');
    expect(screen.getByTestId('like-button').getAttribute('aria-pressed')).toBe('false');
  });

  it('F18 F24 the like and favourite buttons of one entity share one state request', async () => {
    useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 7 });
    let reads = 0;
    server.use(
      interactionHandlers.state('news', 12, () => {
        reads += 1;
        return { isLiked: true, likeCount: 9, isFavorite: true, favoriteCount: 4 };
      }),
    );
    const client = testQueryClient();
    renderWithI18n(
      <>
        <LikeButton entityType={ENTITY_TYPE.news} entityId={12} initialCount={8} />
        <FavoriteButton entityType={ENTITY_TYPE.news} entityId={12} />
      </>,
      'zh',
      'desktop',
      client,
    );
    await waitFor(() => expect(screen.getByTestId('favorite-count').textContent).toBe('4'), { timeout: 4000 });
    expect(screen.getByTestId('like-count').textContent).toBe('9');
    expect(reads).toBe(1);
  });
});

describe('FavoriteButton', () => {
  it('F24 a member unfavourites with {entityType: 13, entityId}', async () => {
    useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 7 });
    let body: unknown = null;
    server.use(
      interactionHandlers.state('news', 12, { isLiked: false, likeCount: 41, isFavorite: true, favoriteCount: 3 }),
      interactionHandlers.favorite(false, async (request) => {
        body = await request.json();
        return { isFavorite: false, favoriteCount: 2 };
      }),
    );
    renderWithI18n(<FavoriteButton entityType={ENTITY_TYPE.news} entityId={12} />);
    await waitFor(() => expect(screen.getByText('已收藏')).toBeTruthy(), { timeout: 4000 });
    await waitFor(() => expect((screen.getByTestId('favorite-button') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('favorite-button'));
    await waitFor(() => expect(screen.getByText('收藏')).toBeTruthy());
    expect(body).toEqual({ entityType: 13, entityId: 12 });
    expect(screen.getByTestId('favorite-count').textContent).toBe('2');
  });

  it('G49 a visitor gets the login dialog', () => {
    useSessionStore.setState({ hydrated: true, isLogin: false, memberId: null });
    renderWithI18n(<FavoriteButton entityType={ENTITY_TYPE.post} entityId={3} />);
    fireEvent.click(screen.getByTestId('favorite-button'));
    expect(useDialogs.getState().login.open).toBe(true);
  });
});
