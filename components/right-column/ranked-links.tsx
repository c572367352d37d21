import { AppLink as Link } from '@/components/ui/app-link';
import styles from './module-card.module.css';

/** A numbered list of links (hot news, hot posts). */
export function RankedLinks({ items }: { items: { href: string; title: string }[] }) {
  return (
    <ol className={styles.list}>
      {items.map((i) => (
        <li key={i.href}>
          <Link href={i.href}>{i.title}</Link>
        </li>
      ))}
    </ol>
  );
}
