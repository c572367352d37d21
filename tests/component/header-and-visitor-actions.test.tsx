/**
 * The desktop header (E01, E03, E20, E22) and the member-only actions that give a visitor the login dialog (C28).
 * Join, comment and the circle's publish are proven in circle-nav-bar.test.tsx and comment-section.test.tsx; the
 * login-required route in login-dialog.test.tsx (A12/A13).
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessageButton } from '@/components/chat/message-button';
import { Header } from '@/components/layout/header';
import { useSectionStore } from '@/components/layout/section-store';
import { FollowButton } from '@/components/people/follow-button';
import { FriendButton } from '@/components/people/friend-button';
import { PublishButton } from '@/components/post/publish-button';
import { FavoriteButton } from '@/components/ui/favorite-button';
import { LikeButton } from '@/components/ui/like-button';
import { ENTITY_TYPE } from '@/lib/constants';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { useDialogs } from '@/stores/dialogs';
import { useSessionStore } from '@/stores/session';
import { chatHandlers } from '../mocks/handlers/chat';
import { interactionHandlers } from '../mocks/handlers/interactions';
import { msgHandlers } from '../mocks/handlers/msg';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';
import { navigation, router } from './navigation';

const { push } = router;

startMockServer();

const t = createTranslate(getMessages('zh'));
const HOT = { news: [], post: [], activity: [], company: [] };

function asVisitor() {
  useSessionStore.setState({ hydrated: true, isLogin: false, memberId: null, memberInfo: null, isBanned: false });
}
function asMember() {
  useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1001, isBanned: false });
}

beforeEach(() => {
  push.mockReset();
  navigation.segments = ['news', 'list'];
  useSectionStore.setState({ override: null });
  useDialogs.setState({ login: { open: false, options: {} } });
  asVisitor();
  // the publish entry fetches the editor's page ahead (issue 18 item 13): not under test here
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(''));
});
afterEach(() => {
  vi.restoreAllMocks();
  asVisitor();
});

describe('desktop header', () => {
  it('E01 the logo links to the home page /', () => {
    renderWithI18n(<Header t={t} hot={HOT} />);
    const logo = screen.getByRole('link', { name: '食包印产业社区' });
    expect(logo.getAttribute('href')).toBe('/');
  });

  it.each([
    [['news', '12'], '资讯'],
    [['events', 'list'], '活动'],
    [['industry-chain'], '产业链'],
    [['community', 'topic', 'latest'], '话题'],
    [['community', 'demand_supply', 'latest'], '供需'],
    [['(account)', 'news', 'create'], '资讯'],
  ])('E03 on %j the %s tab is the highlighted one', (segments, label) => {
    navigation.segments = segments;
    renderWithI18n(<Header t={t} hot={HOT} />);
    const tabs = within(screen.getByRole('navigation', { name: '菜单' })).getAllByRole('link');
    expect(tabs.map((a) => a.textContent)).toEqual(['供需', '产业链', '资讯', '活动', '话题']);
    expect(tabs.filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent)).toEqual([label]);
    const current = tabs.find((a) => a.textContent === label)!;
    expect(current.className).not.toBe('');
    expect(tabs.filter((a) => a !== current).every((a) => !a.className)).toBe(true);
  });

  it('E03 a page that overrides its tab (a topic post) highlights that tab; a page of no site highlights none', () => {
    navigation.segments = ['community', 'post', '12'];
    useSectionStore.setState({ override: 'topic' });
    const view = renderWithI18n(<Header t={t} hot={HOT} />);
    expect(screen.getByRole('link', { name: '话题', current: 'page' })).toBeTruthy();
    view.unmount();
    useSectionStore.setState({ override: null });
    navigation.segments = ['site', 'about'];
    renderWithI18n(<Header t={t} hot={HOT} />);
    const tabs = within(screen.getByRole('navigation', { name: '菜单' })).getAllByRole('link');
    expect(tabs.some((a) => a.getAttribute('aria-current') === 'page')).toBe(false);
  });

  it('E20 a visitor sees the login button, which opens the login dialog; no badge', () => {
    renderWithI18n(<Header t={t} hot={HOT} />);
    expect(screen.queryByTestId('notice-badge')).toBeNull();
    fireEvent.click(screen.getByTestId('header-login'));
    expect(useDialogs.getState().login.open).toBe(true);
  });

  it('E22 a member sees the system-message badge with its count, which opens the system-message popover; no login button', async () => {
    asMember();
    server.use(
      msgHandlers.noticeCount({ noticeUnreadMessageCount: 2, commentUnreadMessageCount: 1, circleRequestUnreadMessageCount: 0, friendApplicationsPendingCount: 1 }),
      // the header also reads the conversations (their unread messages): none here
      chatHandlers.conversations([]),
    );
    renderWithI18n(<Header t={t} hot={HOT} />);
    expect(screen.queryByTestId('header-login')).toBeNull();
    const badge = await screen.findByTestId('notice-badge');
    expect(await screen.findByText('4')).toBeTruthy();
    expect(screen.getByTestId('notice-badge-count').textContent).toBe('4');
    await act(async () => fireEvent.click(badge));
    expect(badge.getAttribute('aria-expanded')).toBe('true');
    // the popover's frame while its code loads, or the popover itself once an earlier file of this worker loaded it
    expect(await screen.findByTestId(/^(notice-frame|system-panel-popover)$/)).toBeTruthy();
  });
});

describe('C28 a visitor’s member-only actions open the login dialog', () => {
  it('C28 header login, follow, friend apply, favourite, like, message and publish each open the login dialog and call nothing', async () => {
    server.use(
      interactionHandlers.state('post', 12, { isLiked: false, likeCount: 3, isFavorite: false, favoriteCount: 1 }),
      interactionHandlers.favorite(true, () => {
        throw new Error('a visitor must not favourite');
      }),
      interactionHandlers.postLike(12, true, () => {
        throw new Error('a visitor must not like');
      }),
    );
    renderWithI18n(
      <>
        <Header t={t} hot={HOT} />
        <FollowButton memberId={1002} followed={false} />
        <FriendButton memberId={1002} isFriend={false} pending={false} />
        <FavoriteButton entityType={ENTITY_TYPE.post} entityId={12} initialCount={1} />
        <LikeButton entityType={ENTITY_TYPE.post} entityId={12} initialCount={3} />
        <MessageButton memberId={1002}>私信</MessageButton>
        <PublishButton testId="page-publish" />
      </>,
    );
    const opened: string[] = [];
    for (const id of ['header-login', 'follow-button', 'friend-button', 'favorite-button', 'like-button', 'message-button', 'page-publish']) {
      act(() => useDialogs.setState({ login: { open: false, options: {} } }));
      await act(async () => fireEvent.click(screen.getByTestId(id)));
      if (useDialogs.getState().login.open) opened.push(id);
    }
    expect(opened).toEqual(['header-login', 'follow-button', 'friend-button', 'favorite-button', 'like-button', 'message-button', 'page-publish']);
    expect(push).not.toHaveBeenCalled();
    // nothing changed for the visitor
    expect(screen.getByTestId('follow-button').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('favorite-button').getAttribute('aria-pressed')).toBe('false');
  });
});
