import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FavoriteButton } from '@/components/ui/favorite-button';
import { LikeButton } from '@/components/ui/like-button';
import { ENTITY_TYPE } from '@/lib/constants';
import { useDialogs } from '@/stores/dialogs';
import { useSessionStore } from '@/stores/session';
import { renderWithI18n } from './render';

const API = 'http://localhost:3000/api';
const ok = <T,>(data: T) => ({ code: 0, msg: 'ok', data });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  useDialogs.setState({ login: { open: false, options: {} } });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

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
      http.get(`${API}/news/news/12`, () => HttpResponse.json(ok({ isLiked: false, likeCount: 41, isFavorite: true, favoriteCount: 3 }))),
      http.post(`${API}/news/news/like/12`, () => {
        calls.push('like');
        return HttpResponse.json(ok({ isLiked: true, likeCount: 42 }));
      }),
      http.put(`${API}/news/news/unlike/12`, () => {
        calls.push('unlike');
        return HttpResponse.json(ok({ isLiked: false, likeCount: 41 }));
      }),
    );
    renderWithI18n(<LikeButton entityType={ENTITY_TYPE.news} entityId={12} initialCount={40} />);
    await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe('41'), { timeout: 4000 });
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
      http.get(`${API}/post/posts/3`, () => HttpResponse.json(ok({ isLiked: false, likeCount: 5, isFavorite: false }))),
      http.post(`${API}/post/posts/like/3`, () => HttpResponse.json({ code: 1, msg: 'fail', data: null })),
    );
    renderWithI18n(<LikeButton entityType={ENTITY_TYPE.post} entityId={3} initialCount={5} />);
    await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe('5'), { timeout: 4000 });
    fireEvent.click(screen.getByTestId('like-button'));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByTestId('like-count').textContent).toBe('5');
    expect(screen.getByTestId('like-button').getAttribute('aria-pressed')).toBe('false');
  });
});

describe('FavoriteButton', () => {
  it('F24 a member unfavourites with {entityType: 13, entityId}', async () => {
    useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 7 });
    let body: unknown = null;
    server.use(
      http.get(`${API}/news/news/12`, () => HttpResponse.json(ok({ isLiked: false, likeCount: 41, isFavorite: true, favoriteCount: 3 }))),
      http.post(`${API}/admin/member-favorite/unfavorite`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(ok({ isFavorite: false, favoriteCount: 2 }));
      }),
    );
    renderWithI18n(<FavoriteButton entityType={ENTITY_TYPE.news} entityId={12} />);
    await waitFor(() => expect(screen.getByText('已收藏')).toBeTruthy(), { timeout: 4000 });
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
