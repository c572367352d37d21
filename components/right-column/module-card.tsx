import { AppLink as Link } from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import styles from './module-card.module.css';

/** The frame of one right-column module: title, optional 'more' link, content. */
export function ModuleCard(props: { title: string; moreHref?: string; moreLabel?: string; children: ReactNode; testId?: string }) {
  return (
    <section className={styles.card} data-testid={props.testId}>
      <header className={styles.head}>
        <h2>{props.title}</h2>
        {props.moreHref && <Link href={props.moreHref}>{props.moreLabel}</Link>}
      </header>
      {props.children}
    </section>
  );
}
