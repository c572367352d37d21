import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { LoginTipHost } from '@/components/auth/login-tip-host';
import { VisitCounter } from '@/components/ui/visit-counter';
import { readBrowserSession } from '@/lib/session/cookies';
import { clearSession, getSession, saveLoginSession, setVisitCount, setVisitLimit } from '@/lib/session/session';
import { VISIT_LIMIT } from '@/lib/session/visit-count';
import { useDialogs } from '@/stores/dialogs';
import { useLoginTip } from '@/stores/login-tip';
import { useSessionStore } from '@/stores/session';
import { startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';

const browserAgent = navigator.userAgent;
function setAgent(agent: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: agent, configurable: true });
}

/**
 * Detail pages viewed one after the other, as client navigations do: each is a new counter key, counted by the
 * beacon; the 'next page' button views one more.
 */
function Pages() {
  const [page, setPage] = useState(1);
  return (
    <>
      <VisitCounter page={`news:${page}`} />
      <button type="button" data-testid="next-page" onClick={() => setPage((p) => p + 1)} />
      <LoginTipHost />
    </>
  );
}

startMockServer();
/** The page's calls: the beacon's, which the mock server answers as the web server does (tests/mocks/handlers/beacon.ts). */
let beacon: { fetch: MockInstance<typeof fetch> };

/** Renders the pages and views `n` of them, each after the beacon of the one before has been answered. */
async function viewPages(n: number) {
  const view = renderWithI18n(<Pages />);
  await waitFor(() => expect(beacon.fetch).toHaveBeenCalledTimes(1));
  for (let i = 1; i < n; i += 1) await nextPage();
  return view;
}

async function nextPage() {
  const before = beacon.fetch.mock.calls.length;
  fireEvent.click(screen.getByTestId('next-page'));
  await waitFor(() => expect(beacon.fetch).toHaveBeenCalledTimes(before + 1));
  await act(async () => {
    await beacon.fetch.mock.results.at(-1)?.value;
  });
}

beforeEach(() => {
  beacon = { fetch: vi.spyOn(globalThis, 'fetch') };
  clearSession();
  setVisitCount(0);
  setVisitLimit(false);
  useLoginTip.getState().hide();
  useDialogs.getState().closeLogin();
  setAgent(browserAgent);
});
afterEach(() => {
  setAgent(browserAgent);
  vi.restoreAllMocks();
});

describe('U02/N08/C29 visit limit and login tip', () => {
  it('U02 N08 four detail views count without a tip; the fifth sets the flag and the tip shows with its texts and bottom banner', async () => {
    await viewPages(VISIT_LIMIT - 1);
    expect(readBrowserSession().visitCount).toBe(4);
    expect(readBrowserSession().visitLimit).toBe(false);
    expect(screen.queryByTestId('login-tip')).toBeNull();
    await nextPage();
    const tip = await screen.findByTestId('login-tip');
    expect(readBrowserSession()).toMatchObject({ visitCount: 5, visitLimit: true });
    // C29
    expect(tip.querySelector('h2')?.textContent).toBe('登录查看更多优秀企业和产品信息');
    expect(screen.getByTestId('login-tip-login').textContent).toBe('立即登录');
    expect(screen.getByTestId('login-tip-register').textContent).toBe('立即注册');
    expect(screen.getByTestId('login-tip-banner').textContent).toContain('50,000+');
    // the dialog starts on its main action (the focus moves once the dialog has opened, which a loaded run can delay)
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('login-tip-login')));
  });

  it('C31 closing the tip resets the count and the flag; the next tip needs the limit again', async () => {
    await viewPages(VISIT_LIMIT);
    fireEvent.click(await screen.findByTestId('login-tip-close'));
    await waitFor(() => expect(screen.queryByTestId('login-tip')).toBeNull());
    expect(readBrowserSession()).toMatchObject({ visitCount: 0, visitLimit: false });
    // one more view is 1, no tip
    await nextPage();
    expect(readBrowserSession().visitCount).toBe(1);
    expect(screen.queryByTestId('login-tip')).toBeNull();
  });

  it('C29 立即登录 and 立即注册 close the tip (resetting it) and open the login dialog, 立即注册 on the sms tab', async () => {
    await viewPages(VISIT_LIMIT);
    fireEvent.click(await screen.findByTestId('login-tip-login'));
    expect(useDialogs.getState().login).toMatchObject({ open: true, options: {} });
    expect(readBrowserSession().visitLimit).toBe(false);
    await waitFor(() => expect(screen.queryByTestId('login-tip')).toBeNull());

    useDialogs.getState().closeLogin();
    setVisitLimit(true);
    useLoginTip.getState().show();
    fireEvent.click(await screen.findByTestId('login-tip-register'));
    expect(useDialogs.getState().login).toMatchObject({ open: true, options: { register: true } });
  });

  it('C30 a visitor whose flag is still set sees the tip on the next page (no visit counted there); without the flag, none', async () => {
    setVisitLimit(true);
    const { unmount } = renderWithI18n(<LoginTipHost />);
    expect(await screen.findByTestId('login-tip')).toBeTruthy();
    unmount();
    setVisitLimit(false);
    useLoginTip.getState().hide();
    renderWithI18n(<LoginTipHost />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('login-tip')).toBeNull();
    expect(beacon.fetch).not.toHaveBeenCalled();
  });

  it('C30 a logged-in member is never counted and never sees the tip, even asked for or with the flag left set', async () => {
    saveLoginSession({ access_token: 'member-token', memberId: 1001 }, { rememberMe: true });
    setVisitLimit(true);
    useSessionStore.getState().hydrate(getSession());
    await viewPages(VISIT_LIMIT * 2);
    act(() => useLoginTip.getState().show());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('login-tip')).toBeNull();
    expect(readBrowserSession().visitCount).toBe(0);
  });

  it('U39 T22 a crawler is treated as a visitor without the visit limit: nothing is counted and no tip shows', async () => {
    setAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    await viewPages(VISIT_LIMIT * 2);
    await new Promise((r) => setTimeout(r, 50));
    expect(readBrowserSession()).toMatchObject({ visitCount: 0, visitLimit: false });
    expect(screen.queryByTestId('login-tip')).toBeNull();
  });

  it('Escape closes the tip like the close button (C31)', async () => {
    await viewPages(VISIT_LIMIT);
    const tip = await screen.findByTestId('login-tip');
    fireEvent(tip, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByTestId('login-tip')).toBeNull());
    expect(readBrowserSession().visitLimit).toBe(false);
  });
});
