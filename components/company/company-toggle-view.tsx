'use client';

import type { ReactNode } from 'react';
import styles from './company.module.css';

/**
 * A company page's toggle (follow, favourite a staff card) as shown: on or off, busy. A failure's hint is the
 * member's island's (an antd Tooltip in the page's language, company-member-toggles.tsx), not a `title`.
 */
export function CompanyToggleView(props: { on: boolean; label: ReactNode; testId: string; small?: boolean; disabled?: boolean; onClick?: () => void }) {
  const { on, label, testId, small, disabled, onClick } = props;
  return (
    <button
      type="button"
      className={[styles.btn, on ? '' : styles.btnPrimary, small ? styles.btnSmall : ''].filter(Boolean).join(' ')}
      disabled={disabled}
      aria-pressed={on}
      onClick={onClick}
      data-testid={testId}
    >
      {label}
    </button>
  );
}
