/**
 * W09–W15, E24, E25: the mobile publish entries — the floating button (touch drag, 100 ms vibration, 1.25× while
 * dragged, 20 px from every edge, position remembered, a tap publishes and a drag does not), the header's publish
 * button and the avatar side popup with its entries in order.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FloatingPublish } from '@/components/layout/floating-publish';
import {
  clampToViewport,
  defaultPosition,
  FLOATING_POSITION_KEY,
  FLOATING_SIZE_PX,
  isDrag,
  parseStoredPosition,
  showsFloatingPublish,
} from '@/components/layout/floating-position';
import { MobileHeader } from '@/components/layout/mobile-header';
import type { MemberBasicInfo } from '@/lib/contract/member';
import { useDialogs } from '@/stores/dialogs';
import { useSessionStore } from '@/stores/session';
import { renderWithI18n } from './render';
import { navigation, router } from './navigation';

// the page these components are on
beforeEach(() => {
  navigation.pathname = '/community/demand_supply/latest';
});

const { push } = router;

const VIEW = { width: 375, height: 812 };

function signIn() {
  useSessionStore.setState({
    hydrated: true,
    isLogin: true,
    memberId: 1001,
    isBanned: false,
    memberInfo: { memberId: 1001, nickname: '周明', avatar: null, isBanned: false } as MemberBasicInfo,
  });
}
function asVisitor() {
  useSessionStore.setState({ hydrated: true, isLogin: false, memberId: null, isBanned: false, memberInfo: null });
}

beforeEach(() => {
  vi.clearAllMocks();
  navigation.segments = ['community', 'demand_supply', 'latest'];
  window.localStorage.clear();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: VIEW.width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: VIEW.height });
  useDialogs.setState({ login: { open: false, options: {} } });
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
});
afterEach(() => {
  vi.restoreAllMocks();
  delete (navigator as { vibrate?: unknown }).vibrate;
});

describe('floating button geometry (W14, W15)', () => {
  it('W14 keeps the whole button 20 px inside every edge, also while drawn 1.25× during a drag', () => {
    expect(clampToViewport({ x: -300, y: -5 }, VIEW)).toEqual({ x: 20, y: 20 });
    expect(clampToViewport({ x: 9999, y: 9999 }, VIEW)).toEqual({ x: 375 - FLOATING_SIZE_PX - 20, y: 812 - FLOATING_SIZE_PX - 20 });
    const grown = (FLOATING_SIZE_PX * 0.25) / 2;
    expect(clampToViewport({ x: -300, y: 9999 }, VIEW, 1.25)).toEqual({ x: 20 + grown, y: 812 - FLOATING_SIZE_PX - 20 - grown });
    expect(clampToViewport({ x: 100, y: 300 }, VIEW)).toEqual({ x: 100, y: 300 });
    const start = defaultPosition(VIEW);
    expect(start.x).toBe(375 - FLOATING_SIZE_PX - 20);
    expect(clampToViewport(start, VIEW)).toEqual(start);
  });

  it('W15 a move under the slop is a tap; the remembered position is read only when well formed', () => {
    expect(isDrag({ x: 10, y: 10 }, { x: 13, y: 12 })).toBe(false);
    expect(isDrag({ x: 10, y: 10 }, { x: 10, y: 30 })).toBe(true);
    expect(parseStoredPosition('{"x":40,"y":500}')).toEqual({ x: 40, y: 500 });
    for (const bad of [null, '', 'x', '{"x":"1","y":2}', '[1,2]', '{"x":null,"y":1}']) expect(parseStoredPosition(bad)).toBeNull();
  });

  it('shows on the post site, not in the editor or circle management', () => {
    expect(showsFloatingPublish(['community', 'demand_supply', 'latest'])).toBe(true);
    expect(showsFloatingPublish(['community', 'topic', 'latest'])).toBe(true);
    expect(showsFloatingPublish(['circle', '3'])).toBe(true);
    expect(showsFloatingPublish(['(account)', 'community', 'circle', 'post', 'create'])).toBe(false);
    expect(showsFloatingPublish(['(account)', 'circle', 'management', '3'])).toBe(false);
    expect(showsFloatingPublish(['news', '12'])).toBe(false);
  });
});

const pointer = (el: Element, type: 'pointerDown' | 'pointerMove' | 'pointerUp', x: number, y: number) =>
  act(() => {
    fireEvent[type](el, { pointerId: 7, pointerType: 'touch', clientX: x, clientY: y, button: 0 });
  });

describe('floating publish button (W11–W15)', () => {
  it('W11/W12/W13/W14 a touch drag vibrates once for 100 ms, grows to 1.25×, stops 20 px from the edge, and is remembered', () => {
    signIn();
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { configurable: true, value: vibrate });
    renderWithI18n(<FloatingPublish />, 'zh', 'mobile');
    const button = screen.getByTestId('floating-publish');
    const start = defaultPosition(VIEW);
    expect(button.style.left).toBe(`${start.x}px`);
    expect(button.style.transform).toBe('scale(1)');

    pointer(button, 'pointerDown', 340, 600);
    pointer(button, 'pointerMove', 338, 598); // under the slop: not a drag yet
    expect(vibrate).not.toHaveBeenCalled();
    pointer(button, 'pointerMove', 200, 500);
    expect(vibrate).toHaveBeenCalledTimes(1);
    expect(vibrate).toHaveBeenCalledWith(100);
    expect(button.style.transform).toBe('scale(1.25)');
    expect(button.getAttribute('data-dragging')).toBe('true');
    // Past the left and top edges: held 20 px (plus the grown half) inside.
    pointer(button, 'pointerMove', -400, -400);
    const grown = (FLOATING_SIZE_PX * 0.25) / 2;
    expect(button.style.left).toBe(`${20 + grown}px`);
    expect(button.style.top).toBe(`${20 + grown}px`);
    pointer(button, 'pointerMove', 100, 300);
    expect(vibrate).toHaveBeenCalledTimes(1);
    pointer(button, 'pointerUp', 100, 300);
    expect(button.style.transform).toBe('scale(1)');
    const saved = parseStoredPosition(window.localStorage.getItem(FLOATING_POSITION_KEY));
    expect(saved).toEqual({ x: start.x - 240, y: start.y - 300 });
    // W15: the click that ends a drag does not open the editor.
    fireEvent.click(button);
    expect(push).not.toHaveBeenCalled();
  });

  it('W12 without the Vibration API the drag works and nothing throws; the next page starts where it was left', () => {
    signIn();
    window.localStorage.setItem(FLOATING_POSITION_KEY, JSON.stringify({ x: 60, y: 400 }));
    renderWithI18n(<FloatingPublish />, 'zh', 'mobile');
    const button = screen.getByTestId('floating-publish');
    expect([button.style.left, button.style.top]).toEqual(['60px', '400px']);
    pointer(button, 'pointerDown', 80, 420);
    pointer(button, 'pointerMove', 120, 460);
    pointer(button, 'pointerUp', 120, 460);
    expect(button.style.left).toBe('100px');
  });

  it('W15/U03 a tap publishes with the page’s type: a member goes to the editor, a visitor gets the login dialog', () => {
    signIn();
    const { unmount } = renderWithI18n(<FloatingPublish />, 'zh', 'mobile');
    const button = screen.getByTestId('floating-publish');
    pointer(button, 'pointerDown', 340, 600);
    pointer(button, 'pointerMove', 342, 601);
    pointer(button, 'pointerUp', 342, 601);
    fireEvent.click(button);
    expect(push).toHaveBeenCalledWith('/community/circle/post/create?tagId=8');
    unmount();
    asVisitor();
    navigation.segments = ['community', 'topic', 'latest'];
    renderWithI18n(<FloatingPublish />, 'zh', 'mobile');
    fireEvent.click(screen.getByTestId('floating-publish'));
    expect(useDialogs.getState().login.open).toBe(true);
    expect(useDialogs.getState().login.options.redirect).toBe('/community/circle/post/create?tagId=11');
  });


  it('issue 27 item 6: a tap before the session is known is not lost: it is answered once the session is', () => {
    useSessionStore.setState({ hydrated: false, isLogin: false, memberId: null, isBanned: false, memberInfo: null });
    renderWithI18n(<FloatingPublish />, 'zh', 'mobile');
    fireEvent.click(screen.getByTestId('floating-publish'));
    expect(useDialogs.getState().login.open).toBe(false);
    act(() => asVisitor());
    expect(useDialogs.getState().login.open).toBe(true);
    expect(useDialogs.getState().login.options.redirect).toBe('/community/circle/post/create?tagId=8');
  });
  it('is not shown off the post site', () => {
    navigation.segments = ['news', '12'];
    renderWithI18n(<FloatingPublish />, 'zh', 'mobile');
    expect(screen.queryByTestId('floating-publish')).toBeNull();
  });
});

describe('mobile header (E24, E25, W09, W10, W24)', () => {
  const hot = { news: [], post: [], activity: [], company: [] };

  it('E24/W09 the header publish button opens the editor for a member and the login dialog for a visitor', () => {
    asVisitor();
    const { unmount } = renderWithI18n(<MobileHeader hot={hot} />, 'zh', 'mobile');
    fireEvent.click(screen.getByTestId('mobile-publish'));
    expect(useDialogs.getState().login.open).toBe(true);
    expect(useDialogs.getState().login.options.redirect).toBe('/community/circle/post/create?tagId=8');
    expect(push).not.toHaveBeenCalled();
    unmount();
    signIn();
    navigation.segments = ['news', '12'];
    renderWithI18n(<MobileHeader hot={hot} />, 'zh', 'mobile');
    fireEvent.click(screen.getByTestId('mobile-publish'));
    expect(push).toHaveBeenCalledWith('/community/circle/post/create');
  });

  it('E25/W10/W24 the avatar side popup lists personal home, publish, system message, private messages, settings, logout in that order', () => {
    signIn();
    renderWithI18n(<MobileHeader hot={hot} />, 'zh', 'mobile');
    fireEvent.click(screen.getByTestId('mobile-avatar'));
    const popup = screen.getByRole('dialog', { name: '菜单' });
    const entries = within(popup)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    const wanted = ['个人主页', '发布', '系统消息', '私信', '账号设置', '退出登录'];
    const positions = wanted.map((w) => entries.indexOf(w));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    const link = (name: string) => within(popup).getByRole('link', { name }).getAttribute('href');
    expect(link('个人主页')).toBe('/people/1001');
    expect(link('系统消息')).toBe('/system-message');
    expect(link('私信')).toBe('/message/list');
    expect(link('账号设置')).toBe('/mine/account-setting');
    // The popup's publish opens the editor too.
    fireEvent.click(within(popup).getByRole('button', { name: '发布' }));
    expect(push).toHaveBeenCalledWith('/community/circle/post/create?tagId=8');
  });
});
