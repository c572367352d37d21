'use client';

import type { ReactNode } from 'react';
import styles from './company.module.css';

/** A company page's toggle (follow, favourite a staff card) as shown: on or off, busy, and a failure's hint. */
export function CompanyToggleView(props: { on: boolean; label: ReactNode; testId: string; small?: boolean; disabled?: boolean; failedTitle?: string; onClick?: () => void }) {
  const { on, label, testId, small, disabled, failedTitle, onClick } = props;
  return (
    <button
      type="button"
      className={[styles.btn, on ? '' : styles.btnPrimary, small ? styles.btnSmall : ''].filter(Boolean).join(' ')}
      disabled={disabled}
      aria-pressed={on}
      title={failedTitle}
      onClick={onClick}
      data-testid={testId}
    >
      {label}
    </button>
  );
}
