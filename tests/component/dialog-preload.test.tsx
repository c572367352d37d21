import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { IDLE_PRELOAD_DELAY_MS, intentProps, preloader, useIdlePreload } from '@/components/ui/preload';
import { renderWithI18n } from './render';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function Idle({ preload, enabled }: { preload: () => void; enabled: boolean }) {
  useIdlePreload(preload, enabled);
  return null;
}

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

  it('an idle page fetches after the delay, only while enabled', () => {
    vi.useFakeTimers();
    const preload = vi.fn();
    const { rerender } = render(<Idle preload={preload} enabled={false} />);
    vi.advanceTimersByTime(IDLE_PRELOAD_DELAY_MS * 3);
    expect(preload).not.toHaveBeenCalled();
    rerender(<Idle preload={preload} enabled />);
    vi.advanceTimersByTime(IDLE_PRELOAD_DELAY_MS - 1);
    expect(preload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5000);
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('the frame shows the dialog title and a busy status at once (zh and en)', () => {
    renderWithI18n(<DialogFrame title="登录 / 注册" width={400} testId="login-frame" />);
    const frame = screen.getByTestId('login-frame');
    expect(frame.textContent).toContain('登录 / 注册');
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toContain('加载中');
  });
});
