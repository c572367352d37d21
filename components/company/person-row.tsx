import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import styles from './company.module.css';

/** A person in a management list (staff profile, company member): avatar, name, a detail line, the row's actions. */
export function PersonRow(props: { avatar: string | null; name: ReactNode; detail: ReactNode; actions: ReactNode; data?: Record<`data-${string}`, string | number> }) {
  return (
    <li {...props.data}>
      <span className={styles.rowMain}>
        <Avatar src={props.avatar} name="" size={36} />
        <span>
          <strong>{props.name}</strong>
          {props.detail ? <small>{props.detail}</small> : null}
        </span>
      </span>
      <span className={styles.rowActions}>{props.actions}</span>
    </li>
  );
}
