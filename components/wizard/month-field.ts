import dayjs, { type Dayjs } from 'dayjs';
import { validateDateRange } from '@/lib/validation/profile';

/** D12: dates are picked by month and sent as `yyyy-MM-dd` with day 01. */
export function monthText(value: Dayjs | null | undefined): string | null {
  return value ? value.format('YYYY-MM-01') : null;
}

/** Months after the current one cannot be picked (R31). */
export function isFutureMonth(value: Dayjs): boolean {
  return value.isAfter(dayjs(), 'month');
}

/** R28/R30/R31 (R35/R37) over a form's `start` / `end` month pickers, against the current month. */
export function monthRangeIssues(all: Record<string, unknown>) {
  return validateDateRange(monthText(all.start as Dayjs | null), monthText(all.end as Dayjs | null), new Date());
}
