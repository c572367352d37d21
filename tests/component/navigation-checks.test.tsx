/**
 * What runs on every navigation of a logged-in member (the network mocked with msw): the token-refresh window
 * check (A30, B31–B35) and the profile-completion check, skipped on `edit-info` paths (A15, D25).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SessionBootstrap } from '@/components/auth/session-bootstrap';
import { I18nProvider } from '@/components/providers/i18n-context';
import { WizardHost } from '@/components/wizard/wizard-host';
import { useWizard } from '@/components/wizard/wizard-store';
import type { Token } from '@/lib/contract/auth';
import { getMessages } from '@/lib/i18n/messages';
import { clearSession, getSession, saveLoginSession } from '@/lib/session/session';
import { useDialogs } from '@/stores/dialogs';
import { useSessionStore } from '@/stores/session';
import { memberHandlers, memberInfo } from '../mocks/handlers/member';
import { API, server, startMockServer } from '../mocks/server';
import { testQueryClient } from './render';
import { navigation } from './navigation';


startMockServer();

/** The providers as a wrapper, so a rerender (the next navigation) keeps them. */
function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nProvider locale="zh" device="desktop" catalogue={{ messages: getMessages('zh') }}>
      <QueryClientProvider client={testQueryClient()}>{children}</QueryClientProvider>
    </I18nProvider>
  );
}
const renderPage = (ui: ReactElement) => render(ui, { wrapper: Providers });

const DAY_MS = 86_400_000;
const TTL_S = 30 * 86_400;

/** A remembered login whose token has `remainingMs` left (negative: expired that long ago). */
function loginWithRemaining(remainingMs: number, access = 'old') {
  saveLoginSession({ access_token: access, refresh_token: `r-${access}`, expires_in: TTL_S, memberId: 1004 }, { rememberMe: true, now: Date.now() + remainingMs - TTL_S * 1000 });
}

function token(access: string): Token {
  return { access_token: access, refresh_token: `r-${access}`, token_type: 'bearer', expires_in: TTL_S, scope: 'server', identity: '13800000004', memberId: 1004 };
}

/** Every token call's grant, and the bearer tokens the member calls carried. */
let grants: string[];
let bearers: string[];
let statusCalls: string[];

beforeEach(() => {
  grants = [];
  bearers = [];
  statusCalls = [];
  navigation.pathname = '/news';
  let issued = 0;
  server.use(
    http.post(`${API}/auth/oauth/token`, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      grants.push(`${form.get('grant_type')} ${form.get('refresh_token')}`);
      issued += 1;
      return HttpResponse.json({ code: 0, msg: 'ok', data: token(`new-${issued}`) });
    }),
    // the old token has expired on the server: a call made with it is refused, a refreshed one passes
    http.get(`${API}/admin/member/basic-info`, ({ request }) => {
      const bearer = request.headers.get('authorization') ?? '-';
      bearers.push(bearer);
      if (bearer === 'Bearer old') return HttpResponse.json({ code: 401, msg: 'unauthorized', data: null }, { status: 401 });
      return HttpResponse.json({ code: 0, msg: 'ok', data: memberInfo() });
    }),
    memberHandlers.membershipBenefit([]),
    memberHandlers.authorities([]),
    memberHandlers.registerStatus((request) => {
      statusCalls.push(navigation.pathname);
      void request;
      return { isRegister: true, isRequired: true, step: 1 };
    }),
  );
});

afterEach(() => {
  clearSession();
  useSessionStore.getState().reset();
  useWizard.getState().close();
  useDialogs.setState({ login: { open: false, options: {} } });
});

describe('A30 the token-refresh window check runs on every navigation', () => {
  it('A30 a member whose token expired a day ago is refreshed on landing (once, shared with the member call the 401 held up), and again on the next navigation inside the window', async () => {
    loginWithRemaining(-DAY_MS);
    const view = renderPage(<SessionBootstrap />);
    await waitFor(() => expect(getSession().token).toBe('new-1'));
    await waitFor(() => expect(useSessionStore.getState().memberInfo?.memberId).toBe(1004));
    expect(grants).toEqual(['refresh_token r-old']);
    // the member's data was loaded with the refreshed token in the end, the member stays logged in
    expect(bearers.at(-1)).toBe('Bearer new-1');
    expect(getSession().isLogin).toBe(true);

    // the next navigation finds the token inside the window again (2 days left): one more refresh
    loginWithRemaining(2 * DAY_MS, 'new-1');
    navigation.pathname = '/news/12';
    await act(async () => view.rerender(<SessionBootstrap />));
    await waitFor(() => expect(grants).toEqual(['refresh_token r-old', 'refresh_token r-new-1']));
    expect(getSession().token).toBe('new-2');

    // a navigation with more than 7 days left makes no call
    navigation.pathname = '/news/13';
    await act(async () => view.rerender(<SessionBootstrap />));
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(grants).toHaveLength(2);
  });

  it('A30 a visitor navigating makes no token call', async () => {
    const view = renderPage(<SessionBootstrap />);
    navigation.pathname = '/news/12';
    await act(async () => view.rerender(<SessionBootstrap />));
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(grants).toEqual([]);
    expect(bearers).toEqual([]);
  });
});

describe('A15 the profile-completion check runs on navigation, except on edit-info paths', () => {
  it('A15 a member with an incomplete profile gets the supplement on /news; on /edit-info no check is made', async () => {
    loginWithRemaining(20 * DAY_MS, 'fresh');
    navigation.pathname = '/edit-info';
    window.history.replaceState(null, '', '/edit-info');
    const view = renderPage(<WizardHost />);
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(statusCalls).toEqual([]);
    expect(useWizard.getState().step).toBeNull();

    navigation.pathname = '/news';
    window.history.replaceState(null, '', '/news');
    await act(async () => view.rerender(<WizardHost />));
    await waitFor(() => expect(useWizard.getState().step).toBe('supplement'));
    expect(statusCalls).toEqual(['/news']);
    window.history.replaceState(null, '', '/');
  });
});

describe('issue 28 item 1: the session reaches the store without cookie crypto on a visitor’s page', () => {
  it('a visitor is known at once; a member counts as logged in at once (a click takes the member’s path) and gets the id and rights once the session module has loaded', async () => {
    useSessionStore.setState({ hydrated: false });
    const visitor = renderPage(<SessionBootstrap />);
    expect(useSessionStore.getState()).toMatchObject({ hydrated: true, isLogin: false, memberId: null });
    visitor.unmount();

    useSessionStore.setState({ hydrated: false });
    loginWithRemaining(20 * DAY_MS, 'fresh');
    renderPage(<SessionBootstrap />);
    expect(useSessionStore.getState()).toMatchObject({ hydrated: false, isLogin: true, memberId: null });
    await waitFor(() => expect(useSessionStore.getState()).toMatchObject({ hydrated: true, isLogin: true, memberId: 1004 }));
  });
});
