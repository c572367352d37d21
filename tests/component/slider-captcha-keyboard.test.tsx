/** Issue 18 item 10 (C12): the slider captcha is an ARIA slider a keyboard user solves (the network mocked with msw). */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SliderCaptcha } from '@/components/auth/slider-captcha';
import type { CaptchaCheckInput } from '@/lib/contract/auth';
import { refuse } from '../mocks/envelope';
import { authHandlers } from '../mocks/handlers/auth';
import { bodyOf } from '../mocks/request';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';

startMockServer();

const PIXEL = 'data:image/png;base64,iVBORw0KGgo=';
let checks: CaptchaCheckInput[];
let answer: 'pass' | 'fail';

beforeEach(() => {
  checks = [];
  answer = 'pass';
  server.use(
    authHandlers.captcha({ captchaId: 'c1', background: PIXEL, piece: PIXEL, y: 20, width: 300, height: 150, pieceSize: 50 }),
    authHandlers.captchaCheck(async (request) => {
      checks.push(await bodyOf<CaptchaCheckInput>(request));
      return answer === 'pass' ? { captchaVerifyParam: 'pass-1' } : refuse(1, '验证失败，请重试');
    }),
  );
});

async function slider(locale: 'zh' | 'en' = 'zh') {
  const onPass = vi.fn();
  const onExpired = vi.fn();
  renderWithI18n(<SliderCaptcha onPass={onPass} onExpired={onExpired} />, locale);
  const handle = await screen.findByRole('slider');
  return { handle, onPass, onExpired };
}

/** Key presses with event times a person at the keys would make. */
function press(handle: HTMLElement, key: string, at: number, shiftKey = false) {
  const event = new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true });
  Object.defineProperty(event, 'timeStamp', { value: at });
  act(() => {
    handle.dispatchEvent(event);
  });
}

describe('SliderCaptcha with the keyboard', { timeout: 20_000 }, () => {
  it('is a named slider with its range, value and key instructions', async () => {
    const { handle } = await slider('en');
    expect(handle).toHaveProperty('tabIndex', 0);
    expect(handle.getAttribute('aria-label')).toBe('Drag the slider to complete the puzzle');
    expect(handle.getAttribute('aria-valuemin')).toBe('0');
    expect(handle.getAttribute('aria-valuemax')).toBe('250');
    expect(handle.getAttribute('aria-valuenow')).toBe('0');
    const description = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toMatch(/arrow keys.*Enter/);
  });

  it('arrows move 1 px, Shift and Page Up 10 px, Home and End to the ends; Enter sends a keyboard track', async () => {
    const { handle, onPass } = await slider();
    press(handle, 'PageUp', 1000);
    press(handle, 'ArrowRight', 1200, true);
    press(handle, 'ArrowRight', 1400);
    press(handle, 'ArrowLeft', 1600);
    press(handle, 'ArrowUp', 1650);
    expect(handle.getAttribute('aria-valuenow')).toBe('21');
    expect(handle.getAttribute('aria-valuetext')).toBe('拼图块在 21 像素处，最右 250 像素');
    press(handle, 'End', 1800);
    expect(handle.getAttribute('aria-valuenow')).toBe('250');
    press(handle, 'ArrowRight', 1900);
    press(handle, 'Home', 2000);
    press(handle, 'PageUp', 2100);
    expect(handle.getAttribute('aria-valuenow')).toBe('10');
    press(handle, 'Enter', 2600);
    await waitFor(() => expect(onPass).toHaveBeenCalledWith('pass-1'));
    expect(checks).toEqual([
      {
        captchaId: 'c1',
        x: 10,
        input: 'keyboard',
        // one sample per key that moved the piece (the right arrow at the end did not), then the Enter
        track: [[0, 0, 0], [10, 0, 0], [20, 0, 200], [21, 0, 400], [20, 0, 600], [21, 0, 650], [250, 0, 800], [0, 0, 1000], [10, 0, 1100], [10, 0, 1600]],
      },
    ]);
    expect(screen.getByRole('status').textContent).toBe('验证通过');
  });

  it('Enter before any move sends nothing', async () => {
    const { handle } = await slider();
    press(handle, 'Enter', 500);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(checks).toEqual([]);
  });

  it('a failed check is announced and asks for a new puzzle', async () => {
    answer = 'fail';
    const { handle, onExpired } = await slider('en');
    press(handle, 'PageUp', 100);
    press(handle, 'PageUp', 300);
    press(handle, 'Enter', 800);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Verification failed, try again'));
    await waitFor(() => expect(onExpired).toHaveBeenCalled(), { timeout: 2000 });
  });

  it('a pointer drag still sends a pointer track', async () => {
    const { handle } = await slider();
    fireEvent.pointerDown(handle, { clientX: 10, clientY: 5, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 40, clientY: 6, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientX: 40, clientY: 6, pointerId: 1 });
    await waitFor(() => expect(checks).toHaveLength(1));
    expect(checks[0]).toMatchObject({ captchaId: 'c1', x: 30, input: 'pointer' });
  });
});
