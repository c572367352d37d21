/** E26: the back-to-top button: after one viewport of scrolling, 80 px from the bottom and 20 px from the right (the layout mounts it on desktop only). */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackToTop } from '@/components/layout/back-to-top';
import { renderWithI18n } from './render';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 900 });
  scrollTo(0);
});
afterEach(() => vi.restoreAllMocks());

describe('BackToTop (E26)', () => {
  it('E26 appears only after scrolling down more than one viewport, 80 px from the bottom and 20 px from the right', () => {
    renderWithI18n(<BackToTop />);
    expect(screen.queryByRole('button', { name: '回到顶部' })).toBeNull();
    scrollTo(900);
    expect(screen.queryByRole('button', { name: '回到顶部' })).toBeNull();
    scrollTo(901);
    const button = screen.getByRole('button', { name: '回到顶部' });
    expect(button.style.bottom).toBe('80px');
    expect(button.style.right).toBe('20px');
    scrollTo(100);
    expect(screen.queryByRole('button', { name: '回到顶部' })).toBeNull();
  });

  it('E26 a click scrolls back to the top', () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderWithI18n(<BackToTop />);
    scrollTo(2000);
    fireEvent.click(screen.getByRole('button', { name: '回到顶部' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
