import { AppLink as Link } from '@/components/ui/app-link';
import styles from './tab-links.module.css';

export interface TabLink {
  key: string;
  label: string;
  href: string;
}

/**
 * A row of filter tabs as links (list filters live in the URL). On its own card by default; `inline` inside a card
 * of the caller's (a labelled row of a filter panel).
 */
export function TabLinks({ items, active, label, inline = false }: { items: TabLink[]; active: string; label: string; inline?: boolean }) {
  return (
    <nav className={inline ? `${styles.tabs} ${styles.inline}` : styles.tabs} aria-label={label}>
      {items.map((i) => (
        <Link key={i.key} href={i.href} className={i.key === active ? styles.active : undefined} aria-current={i.key === active ? 'page' : undefined}>
          {i.label}
        </Link>
      ))}
    </nav>
  );
}
