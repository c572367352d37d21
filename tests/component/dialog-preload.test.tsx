import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { IDLE_PRELOAD_DELAY_MS, intentProps, preloader } from '@/components/ui/preload';
import { renderWithI18n } from './render';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('issue 18 item 13: dialogs open at once', () => {
  it('a preloader fetches once, and again after a failure', async () => {
    let calls = 0;
    let fail = true;
    const load = vi.fn(() => {
      calls += 1;
      return fail ? Promise.reject(new Error('offline')) : Promise.resolve('module');
    });
    const preload = preloader(load);
    preload();
    preload();
    expect(calls).toBe(1);
    await Promise.resolve();
    await Promise.resolve();
    fail = false;
    preload();
    preload();
    expect(calls).toBe(2);
  });

  it('hover, focus and touch on a trigger start the download', () => {
    const preload = vi.fn();
    const props = intentProps(preload);
    render(<button {...props}>登录</button>);
    const button = screen.getByRole('button');
    act(() => {
      button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      button.focus();
    });
    expect(preload).toHaveBeenCalled();
    expect(Object.keys(props).sort()).toEqual(['onFocus', 'onPointerEnter', 'onTouchStart']);
  });

  it('an idle page fetches after the delay once a person has interacted with it, only while enabled; a page nobody touches fetches nothing', async () => {
    // a module of its own: whether someone has interacted is the page's, and other files of this worker may have
    vi.resetModules();
    const fresh = await import('@/components/ui/preload');
    function Idle({ preload, enabled }: { preload: () => void; enabled: boolean }) {
      fresh.useIdlePreload(preload, enabled);
      return null;
    }
    vi.useFakeTimers();
    const preload = vi.fn();
    const { rerender } = render(<Idle preload={preload} enabled={false} />);
    vi.advanceTimersByTime(IDLE_PRELOAD_DELAY_MS * 3);
    expect(preload).not.toHaveBeenCalled();
    rerender(<Idle preload={preload} enabled />);
    vi.advanceTimersByTime(IDLE_PRELOAD_DELAY_MS - 1);
    expect(preload).not.toHaveBeenCalled();
    // issue 28 item 1: read only (a crawler, a lab run), the page does no work ahead
    vi.advanceTimersByTime(60_000);
    expect(preload).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(5000);
    expect(preload).toHaveBeenCalledTimes(1);
    // the first interaction is known from then on: a later idle preload needs no other
    const later = vi.fn();
    render(<Idle preload={later} enabled />);
    vi.advanceTimersByTime(IDLE_PRELOAD_DELAY_MS + 5000);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('the frame shows the dialog title and a busy status at once (zh and en)', () => {
    renderWithI18n(<DialogFrame title="登录 / 注册" width={400} testId="login-frame" />);
    const frame = screen.getByTestId('login-frame');
    expect(frame.textContent).toContain('登录 / 注册');
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toContain('加载中');
  });
});
