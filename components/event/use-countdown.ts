'use client';

import { useEffect, useState } from 'react';
import { payCountdownSeconds } from '@/lib/format/countdown';

/**
 * H37: seconds left to pay, ticking once a second from the server's `{payMinutes, elapsedSeconds}` read at
 * `readAt` (ms). 0 when there is no countdown.
 */
export function useCountdown(countdown: { payMinutes: number; elapsedSeconds: number } | null | undefined, readAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = countdown ? payCountdownSeconds(countdown.payMinutes, countdown.elapsedSeconds + Math.max(0, (now - readAt) / 1000)) : 0;
  useEffect(() => {
    if (!countdown || left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [countdown, left]);
  return left;
}
