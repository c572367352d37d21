/** A27: the route-change progress bar: shown after a 200 ms throttle, nominal 5 s, hidden 500 ms after the navigation. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgressBar } from '@/components/layout/progress-bar';
import { navigation } from './navigation';


function Page() {
  return (
    <>
      <a href="/news/12" data-testid="internal">
        news
      </a>
      <a href="/news?page=2" data-testid="next-page">
        next
      </a>
      <a href="/news" data-testid="same-page">
        here
      </a>
      <a href="https://example.org/x" data-testid="external">
        away
      </a>
      <a href="/news/13" target="_blank" data-testid="new-tab">
        tab
      </a>
      <ProgressBar />
    </>
  );
}

/**
 * The test performs the navigations itself (the router is not under test): the browser's own link navigation is
 * prevented on the window, after the bar's listener on the document has seen the click as a user's.
 */
const stopNavigation = (e: Event) => e.preventDefault();
const click = (testId: string, init: MouseEventInit = {}) => fireEvent.click(screen.getByTestId(testId), { button: 0, ...init });

const bar = () => screen.queryByRole('progressbar', { hidden: true });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  navigation.pathname = '/news';
  navigation.search = '';
  window.history.replaceState(null, '', '/news');
  window.addEventListener('click', stopNavigation);
});
afterEach(() => {
  window.removeEventListener('click', stopNavigation);
  vi.useRealTimers();
});

describe('ProgressBar (A27)', () => {
  it('A27 appears only when a navigation takes longer than 200 ms, runs a 5 s animation and hides 500 ms after the route changed', () => {
    const view = render(<Page />);
    click('internal');
    advance(199);
    expect(bar()).toBeNull();
    advance(1);
    const shown = bar();
    expect(shown).not.toBeNull();
    expect((shown as HTMLElement).style.animationDuration).toBe('5000ms');

    navigation.pathname = '/news/12';
    view.rerender(<Page />);
    // finished: still there (completing), gone 500 ms later
    expect(bar()).not.toBeNull();
    advance(499);
    expect(bar()).not.toBeNull();
    advance(1);
    expect(bar()).toBeNull();
  });

  it('A27 a navigation finished within the 200 ms throttle never shows the bar', () => {
    const view = render(<Page />);
    click('internal');
    advance(150);
    navigation.pathname = '/news/12';
    view.rerender(<Page />);
    advance(1000);
    expect(bar()).toBeNull();
  });

  it('A27 the next page of a list (the same path, another query) completes the bar too', () => {
    const view = render(<Page />);
    click('next-page');
    advance(200);
    expect(bar()).not.toBeNull();
    navigation.search = 'page=2';
    view.rerender(<Page />);
    advance(500);
    expect(bar()).toBeNull();
  });

  it('A27 links that do not change the route (same page, another site, a new tab, a modified click) start nothing', () => {
    render(<Page />);
    for (const id of ['same-page', 'external', 'new-tab']) click(id);
    click('internal', { ctrlKey: true });
    advance(1000);
    expect(bar()).toBeNull();
  });
});
