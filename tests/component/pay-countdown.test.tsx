/**
 * H37 / §9: the payment countdown is 60 × minutes − elapsed seconds, shown as mm:ss, ticking down; at 0 it shows the
 * order as expired. Driven by fake timers.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PayCountdown } from '@/components/event/pay-countdown';
import { useCountdown } from '@/components/event/use-countdown';
import { formatMmSs, payCountdownSeconds } from '@/lib/format/countdown';
import { renderWithI18n } from './render';

function Probe({ payMinutes, elapsedSeconds, readAt }: { payMinutes: number; elapsedSeconds: number; readAt: number }) {
  const left = useCountdown({ payMinutes, elapsedSeconds }, readAt);
  return <PayCountdown seconds={left} />;
}

describe('payment countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-24T10:00:00+08:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('H37 Q12 remaining = 60 × minutes − elapsed, never below 0, as mm:ss', () => {
    expect(payCountdownSeconds(30, 0)).toBe(1800);
    expect(payCountdownSeconds(30, 75)).toBe(1725);
    expect(payCountdownSeconds(15, 901)).toBe(0);
    expect(formatMmSs(1725)).toBe('28:45');
    expect(formatMmSs(59)).toBe('00:59');
    expect(formatMmSs(90 * 60)).toBe('90:00');
  });

  it('H37 ticks down each second from the server reading and shows the expired state at 0', () => {
    renderWithI18n(<Probe payMinutes={1} elapsedSeconds={57} readAt={Date.now()} />);
    expect(screen.getByTestId('pay-countdown').textContent).toContain('00:03');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByTestId('pay-countdown').textContent).toContain('00:02');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByTestId('pay-countdown')).toBeNull();
    expect(screen.getByTestId('pay-expired').textContent).toBe('订单已超时关闭');
  });

  it('H37 an order read after its time is already expired', () => {
    renderWithI18n(<Probe payMinutes={30} elapsedSeconds={1700} readAt={Date.now() - 120_000} />);
    expect(screen.getByTestId('pay-expired')).toBeTruthy();
  });
});
