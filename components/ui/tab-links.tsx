import { AppLink as Link } from '@/components/ui/app-link';
import styles from './tab-links.module.css';

export interface TabLink {
  key: string;
  label: string;
  href: string;
}

/** A row of filter tabs as links (list filters live in the URL). */
export function TabLinks({ items, active, label }: { items: TabLink[]; active: string; label: string }) {
  return (
    <nav className={styles.tabs} aria-label={label}>
      {items.map((i) => (
        <Link key={i.key} href={i.href} className={i.key === active ? styles.active : undefined} aria-current={i.key === active ? 'page' : undefined}>
          {i.label}
        </Link>
      ))}
    </nav>
  );
}
