import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/lib/api/client';
import { checkInteractionState, getInteractionState } from '@/lib/api/interaction-state';
import { ApiError } from '@/lib/api/errors';
import { interactionStateSchema } from '@/lib/contract/interaction';
import { ENTITY_TYPE, ERR_NON_BUSINESS } from '@/lib/constants';
import { saveLoginSession } from '@/lib/session/session';
import { API, ok, resetBrowserState, tokenData } from './helpers';

/**
 * Issue 18 item 6 / DESIGN.md §6: a news or post page reads its live counts as it loads with `fetch` and a check
 * written by hand (lib/api/load-read.ts), not with the axios client; anything but a plain success is the client's to handle.
 */
const server = setupServer();
const unauthorized = vi.fn();
let restoreHooks: () => void = () => {};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetBrowserState();
  unauthorized.mockReset();
  restoreHooks = configureApiClient({ onUnauthorized: unauthorized, onBadRequest: vi.fn(), logError: vi.fn() });
});
afterEach(() => {
  restoreHooks();
  server.resetHandlers();
});
afterAll(() => server.close());

const state = { isLiked: true, likeCount: 104, isFavorite: false, favoriteCount: 2, commentCount: 10, viewCount: 500 };

describe('loadRead (the interaction state a page reads on load)', () => {
  it('F18 reads the news detail with the member token and keeps the state fields', async () => {
    saveLoginSession({ access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 2_592_000, memberId: 7 }, { rememberMe: true });
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${API}/news/news/12`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json(ok({ ...state, id: 12, title: '标题', content: '<p>x</p>' }));
      }),
    );
    await expect(getInteractionState(ENTITY_TYPE.news, 12)).resolves.toEqual(state);
    expect(seen).toEqual(['Bearer access-1']);
  });

  it('G23 a visitor reads the post without a token', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${API}/post/posts/3`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json(ok({ isLiked: false, likeCount: 1, isFavorite: false }));
      }),
    );
    await expect(getInteractionState(ENTITY_TYPE.post, 3)).resolves.toEqual({ isLiked: false, likeCount: 1, isFavorite: false });
    expect(seen).toEqual([null]);
  });

  it('B30 a 401 goes to the browser client, which refreshes the token and asks again', async () => {
    saveLoginSession({ access_token: 'old', refresh_token: 'refresh-1', expires_in: 2_592_000, memberId: 7 }, { rememberMe: true });
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${API}/news/news/12`, ({ request }) => {
        const auth = request.headers.get('authorization');
        seen.push(auth);
        return auth === 'Bearer new' ? HttpResponse.json(ok(state)) : HttpResponse.json({ code: 401, msg: 'unauthorized', data: null }, { status: 401 });
      }),
      http.post(`${API}/auth/oauth/token`, () => HttpResponse.json(ok(tokenData('new', 'refresh-2')))),
    );
    await expect(getInteractionState(ENTITY_TYPE.news, 12)).resolves.toEqual(state);
    // the light read, the client's own try, then the client's retry with the refreshed token
    expect(seen).toEqual(['Bearer old', 'Bearer old', 'Bearer new']);
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('S03 a business error rejects as the client rejects it', async () => {
    server.use(http.get(`${API}/news/news/404404`, () => HttpResponse.json({ code: 404, msg: 'not found', data: null })));
    const error = await getInteractionState(ENTITY_TYPE.news, 404404).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(404);
  });

  it('an answer without the state fields is a non-business error (-1000)', async () => {
    server.use(http.get(`${API}/news/news/12`, () => HttpResponse.json(ok({ likeCount: '104' }))));
    const error = await getInteractionState(ENTITY_TYPE.news, 12).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(ERR_NON_BUSINESS);
    expect((error as ApiError).msg).toMatch(/^unexpected response \(isLiked: /);
  });
});

describe('checkInteractionState agrees with the contract schema', () => {
  const cases: unknown[] = [
    state,
    { isLiked: false, likeCount: 0, isFavorite: false },
    { ...state, id: 12, title: 'extra fields are dropped' },
    { ...state, favoriteCount: undefined },
    { ...state, isLiked: 'true' },
    { ...state, likeCount: '104' },
    { ...state, likeCount: Number.NaN },
    { ...state, likeCount: Number.POSITIVE_INFINITY },
    { ...state, isFavorite: null },
    { ...state, viewCount: null },
    { ...state, commentCount: '10' },
    { isLiked: true, isFavorite: true },
    [],
    null,
    'state',
    42,
  ];
  it.each(cases.map((c) => [JSON.stringify(c) ?? String(c), c]))('%s', (_name, value) => {
    const parsed = interactionStateSchema.safeParse(value);
    const checked = checkInteractionState(value);
    expect(checked.ok).toBe(parsed.success);
    if (checked.ok && parsed.success) expect(checked.value).toEqual(parsed.data);
  });
});
