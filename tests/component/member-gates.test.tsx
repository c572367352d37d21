/**
 * Who may act (S1§6): a visitor's member actions open the login dialog and call nothing (R54, U04, U05); a member
 * whose registration is unfinished is held in the wizard, which only completing or logging out ends (U08).
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CircleNavBar } from '@/components/circle/circle-nav-bar';
import { MessageButton } from '@/components/chat/message-button';
import { FollowButton } from '@/components/people/follow-button';
import { FriendButton } from '@/components/people/friend-button';
import { WizardHost } from '@/components/wizard/wizard-host';
import { useWizard } from '@/components/wizard/wizard-store';
import { getSession, saveLoginSession } from '@/lib/session/session';
import { useDialogs } from '@/stores/dialogs';
import { useSessionStore } from '@/stores/session';
import { basicHandlers } from '../mocks/handlers/basic';
import { memberHandlers, memberInfo } from '../mocks/handlers/member';
import { API, server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';
import { navigation, router } from './navigation';


startMockServer();

/** Every call that reached the mock network, as `METHOD path`. */
const calls: string[] = [];
server.events.on('request:start', ({ request }) => {
  calls.push(`${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`);
});

beforeEach(() => {
  calls.length = 0;
  router.push.mockReset();
  useDialogs.setState({ login: { open: false, options: {} } });
});

describe('a visitor', () => {
  beforeEach(() => {
    useSessionStore.setState({ hydrated: true, isLogin: false, memberId: null, memberInfo: null, isBanned: false });
    window.history.replaceState(null, '', '/people/1050');
  });

  it('U04 applying for friendship opens the login dialog (back to this page after login), no call', () => {
    renderWithI18n(<FriendButton memberId={1050} isFriend={false} pending={false} />);
    fireEvent.click(screen.getByTestId('friend-button'));
    expect(useDialogs.getState().login).toEqual({ open: true, options: { redirect: '/people/1050' } });
    expect(screen.queryByTestId('friend-send')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('U05 J53 sending a message opens the login dialog, no chat opens', () => {
    renderWithI18n(<MessageButton memberId={1050}>私信</MessageButton>);
    fireEvent.click(screen.getByTestId('message-button'));
    expect(useDialogs.getState().login.open).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('R54 following, adding a friend and joining a circle each need login: the dialog opens and nothing is called', async () => {
    renderWithI18n(
      <>
        <FollowButton memberId={1050} followed={false} />
        <FriendButton memberId={1050} isFriend={false} pending={false} />
        <CircleNavBar circleId={7} isPublic />
      </>,
    );
    for (const testId of ['follow-button', 'friend-button', 'circle-join']) {
      useDialogs.setState({ login: { open: false, options: {} } });
      await act(async () => fireEvent.click(await screen.findByTestId(testId)));
      expect(useDialogs.getState().login.open, testId).toBe(true);
    }
    expect(calls).toEqual([]);
  });
});

describe('U08 a member whose registration is unfinished', () => {
  const reload = vi.fn();
  beforeEach(() => {
    reload.mockReset();
    useWizard.setState({ step: null, flow: 'wizard', redirect: null });
    saveLoginSession({ access_token: 'tok-u08', refresh_token: 'ref-u08', expires_in: 2_592_000, memberId: 1004 }, { rememberMe: true });
    useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1004, memberInfo: memberInfo(), isBanned: false });
    Object.defineProperty(window, 'location', { configurable: true, value: Object.assign(new URL('http://localhost:3000/news'), { reload, assign: vi.fn() }) });
  });
  afterEach(() => useWizard.setState({ step: null }));

  it('U08 D25 is sent into the supplement on navigation (not on edit-info); the dialog cannot be dismissed, and closing it logs out', async () => {
    server.use(
      memberHandlers.registerStatus({ isRegister: true, isRequired: true, step: 1 }),
      memberHandlers.basicInfo(memberInfo()),
      basicHandlers.locations([]),
      http.delete(`${API}/auth/token/logout`, () => HttpResponse.json({ code: 0, msg: 'ok', data: true })),
    );
    navigation.pathname = '/mine/edit-info';
    const host = renderWithI18n(<WizardHost />);
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(calls).not.toContain('GET /admin/member/register/status');
    expect(useWizard.getState().step).toBeNull();
    host.unmount();

    navigation.pathname = '/news';
    renderWithI18n(<WizardHost />);
    await waitFor(() => expect(useWizard.getState().step).toBe('supplement'));
    expect(useWizard.getState().flow).toBe('wizard');

    // the forced dialog: Escape and the mask do nothing; its close button ends the session (D11)
    await screen.findByTestId('wizard-supplement');
    const wrap = document.querySelector('.ant-modal-wrap') as HTMLElement;
    fireEvent.keyDown(wrap, { key: 'Escape', keyCode: 27 });
    fireEvent.mouseDown(wrap);
    fireEvent.click(wrap);
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(useWizard.getState().step).toBe('supplement');
    expect(getSession().isLogin).toBe(true);
    await act(async () => fireEvent.click(document.querySelector('.ant-modal-close') as HTMLElement));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(getSession().isLogin).toBe(false);
    expect(useSessionStore.getState().isLogin).toBe(false);
    expect(calls).toContain('DELETE /auth/token/logout');
  });
});
