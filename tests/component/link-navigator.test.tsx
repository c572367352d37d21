/**
 * A27, issue 31 item 2, issue 28 item 1: the site's links are plain anchors whose click navigates on the client
 * through the one router the link navigator holds (as `next/link` did); what a link would not navigate inside the site
 * is left to the browser, and the progress bar starts for a link that leaves the page.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LinkNavigator } from '@/components/layout/link-navigator';
import { ProgressBar } from '@/components/layout/progress-bar';
import { AppLink } from '@/components/ui/app-link';
import { renderWithI18n } from './render';
import { router } from './navigation';


/** What reached the browser's own navigation: the clicks nobody prevented (jsdom does not navigate). */
let browserFollowed: string[] = [];
const record = (e: MouseEvent) => {
  if (!e.defaultPrevented) browserFollowed.push((e.target as Element).closest('a')?.getAttribute('href') ?? '');
  e.preventDefault();
};

function Page() {
  return (
    <>
      <AppLink href="/news/12">news</AppLink>
      <AppLink href="/news/13" target="_blank">
        tab
      </AppLink>
      <AppLink href="/api/files/report.pdf" download>
        file
      </AppLink>
      <AppLink href="https://example.org/x">away</AppLink>
      <AppLink href="/news/14" onClick={(e) => e.preventDefault()}>
        handled
      </AppLink>
      <a href="/news/15">plain</a>
      {/* a panel that keeps its clicks to itself (a menu, a dialog): its links still navigate on the client */}
      <div onClick={(e) => e.stopPropagation()}>
        <AppLink href="/mine/account-setting">settings</AppLink>
      </div>
      <LinkNavigator />
      <ProgressBar />
    </>
  );
}

beforeEach(() => {
  router.push.mockReset();
  browserFollowed = [];
  window.history.replaceState(null, '', '/news');
});
afterEach(() => {
  window.removeEventListener('click', record);
  vi.useRealTimers();
});

const click = (name: string, init: MouseEventInit = {}) => fireEvent.click(screen.getByRole('link', { name }), { button: 0, ...init });

describe('AppLink and the link navigator', () => {
  it('A27 a plain click on a site link navigates on the client; the server HTML is an anchor that works without JavaScript', () => {
    renderWithI18n(<Page />);
    window.addEventListener('click', record);
    expect(screen.getByRole('link', { name: 'news' }).getAttribute('href')).toBe('/news/12');
    click('news');
    expect(router.push).toHaveBeenCalledExactlyOnceWith('/news/12');
    click('settings');
    expect(router.push).toHaveBeenLastCalledWith('/mine/account-setting');
    expect(browserFollowed).toEqual([]);
  });

  it('A27 a new tab, a download, another site, a modified click, a handled click and an anchor that is not AppLink are left to the browser', () => {
    renderWithI18n(<Page />);
    window.addEventListener('click', record);
    click('tab');
    click('file');
    click('away');
    click('news', { ctrlKey: true });
    click('news', { metaKey: true });
    click('news', { button: 1 });
    click('handled');
    click('plain');
    expect(router.push).not.toHaveBeenCalled();
    // the handled click was prevented by its own handler: nobody follows it
    expect(browserFollowed).toEqual(['/news/13', '/api/files/report.pdf', 'https://example.org/x', '/news/12', '/news/12', '/news/12', '/news/15']);
  });

  it('issue 31 item 2: an English page links English pages, and the navigation keeps the language', () => {
    renderWithI18n(
      <>
        <AppLink href="/news/12#comments">news</AppLink>
        <LinkNavigator />
      </>,
      'en',
    );
    expect(screen.getByRole('link', { name: 'news' }).getAttribute('href')).toBe('/news/12?lang=en#comments');
    click('news');
    expect(router.push).toHaveBeenCalledExactlyOnceWith('/news/12?lang=en#comments');
  });

  it('A27 a link the client follows starts the progress bar; a jump to an anchor of the same page does not', () => {
    vi.useFakeTimers();
    renderWithI18n(
      <>
        <AppLink href="/news#latest">latest</AppLink>
        <Page />
      </>,
    );
    window.addEventListener('click', record);
    click('latest');
    expect(router.push).toHaveBeenCalledExactlyOnceWith('/news#latest');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar', { hidden: true })).toBeNull();
    click('news');
    act(() => vi.advanceTimersByTime(250));
    expect(screen.getByRole('progressbar', { hidden: true })).toBeTruthy();
  });

  it('without the navigator (a page not hydrated yet has no handlers either) the browser follows the link', () => {
    renderWithI18n(<AppLink href="/news/12">news</AppLink>);
    window.addEventListener('click', record);
    click('news');
    expect(router.push).not.toHaveBeenCalled();
    expect(browserFollowed).toEqual(['/news/12']);
  });
});
