/**
 * H37 / §9: the payment countdown is 60 × (given minutes) − the seconds elapsed since the order was made,
 * never below 0; shown as mm:ss (minutes may exceed 59: `75:00`).
 */
export function payCountdownSeconds(payMinutes: number, elapsedSeconds: number): number {
  if (!Number.isFinite(payMinutes) || !Number.isFinite(elapsedSeconds)) return 0;
  return Math.max(0, Math.floor(60 * payMinutes - Math.max(0, elapsedSeconds)));
}

export function formatMmSs(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const mm = Math.floor(s / 60);
  const ss = s % 60;
  return `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
}
