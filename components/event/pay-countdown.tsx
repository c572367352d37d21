'use client';

import { useT } from '@/components/providers/i18n-context';
import { formatMmSs } from '@/lib/format/countdown';

/** H37: 'pay within mm:ss', or the expired notice at 0. */
export function PayCountdown({ seconds }: { seconds: number }) {
  const t = useT();
  if (seconds <= 0) {
    return (
      <p role="status" data-testid="pay-expired">
        {t('pay.expired')}
      </p>
    );
  }
  return (
    <p role="timer" data-testid="pay-countdown">
      {t('pay.countdown', { time: formatMmSs(seconds) })}
    </p>
  );
}
