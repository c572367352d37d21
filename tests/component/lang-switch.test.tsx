/**
 * V03: the 中文/English switch. With script a click stores the choice and reloads the same URL; when the code that
 * stores it cannot load (offline, or a new deployment replaced the chunk), the click still changes the language by
 * following the link itself (`?lang=`, which the server keeps).
 */
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const setLang = vi.fn();

/** The switch, on a fresh module graph whose session module loads, or fails to as a missing chunk does. */
async function renderSwitch(sessionLoads: boolean) {
  vi.resetModules();
  vi.doMock('@/lib/session/session', () => {
    if (!sessionLoads) throw new Error('Failed to fetch dynamically imported module');
    return { setLang };
  });
  const [{ LangSwitch }, { renderWithI18n }] = await Promise.all([import('@/components/layout/lang-switch'), import('./render')]);
  renderWithI18n(<LangSwitch />, 'zh');
}

const assign = vi.fn();
const reload = vi.fn();
const realLocation = window.location;
beforeEach(() => {
  setLang.mockReset();
  Object.defineProperty(window, 'location', { configurable: true, value: Object.assign(new URL('http://localhost:3000/news/hot?page=2'), { assign, reload }) });
});
afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
  assign.mockReset();
  reload.mockReset();
});

describe('V03 the language switch', () => {
  it('stores the choice and reloads the same URL, its query kept', async () => {
    await renderSwitch(true);
    fireEvent.click(screen.getByRole('link', { name: 'English' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(setLang).toHaveBeenCalledWith('en');
    expect(assign).not.toHaveBeenCalled();
  });

  it('follows the link itself when the code that stores the choice does not load', async () => {
    await renderSwitch(false);
    const english = screen.getByRole('link', { name: 'English' }) as HTMLAnchorElement;
    fireEvent.click(english);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledOnce());
    expect(assign).toHaveBeenCalledWith(english.href);
    expect(new URL(english.href).searchParams.get('lang')).toBe('en');
    expect(setLang).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});
