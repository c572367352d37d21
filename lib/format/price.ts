/** A price in yuan as a number, or null when missing, non-numeric, negative or not finite. */
export function toPrice(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const n = typeof value === 'number' ? value : Number(value.trim());
  if (!Number.isFinite(n) || n < 0) return null;
  return n;
}

/** Q19/S74: yuan with 2 decimals (`12` → `12.00`); an invalid price shows '-'. */
export function formatPrice(value: number | string | null | undefined): string {
  const n = toPrice(value);
  if (n === null) return '-';
  return (Math.round(n * 100) / 100).toFixed(2);
}

/** `¥12.00`, or '-' for an invalid price. */
export function formatYuan(value: number | string | null | undefined): string {
  const text = formatPrice(value);
  return text === '-' ? text : `¥${text}`;
}

/** An amount line (H47): a negative one with its sign before the currency (`-¥50.00`), others as {@link formatYuan}. */
export function formatSignedYuan(value: number): string {
  return value < 0 ? `-${formatYuan(-value)}` : formatYuan(value);
}

/** A price range `¥10.00 - ¥20.00` (one price when equal); '-' when either end is invalid. */
export function formatPriceRange(min: number | string | null | undefined, max: number | string | null | undefined): string {
  const low = toPrice(min);
  const high = toPrice(max);
  if (low === null || high === null || high < low) return '-';
  return low === high ? formatYuan(low) : `${formatYuan(low)} - ${formatYuan(high)}`;
}
