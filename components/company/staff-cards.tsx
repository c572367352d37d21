import { AppLink as Link } from '@/components/ui/app-link';
import { Avatar } from '@/components/ui/avatar';
import type { StaffCard } from '@/lib/contract/company';
import type { Translate } from '@/lib/i18n/messages';
import { href } from '@/lib/routing/routes';
import { StaffFavoriteButton } from './staff-favorite-button';
import styles from './company.module.css';

/** L21: staff cards linking to `/management/{code}`, each with its favourite toggle; hidden when there are none. */
export function StaffCards({ t, staff }: { t: Translate; staff: StaffCard[] }) {
  if (staff.length === 0) return null;
  return (
    <section className={styles.card}>
      <h2 className={styles.blockTitle}>{t('company.staff')}</h2>
      <ul className={`${styles.grid} ${styles.grid3}`} data-testid="staff-cards">
        {staff.map((s) => (
          <li key={s.id} className={styles.staffItem}>
            <Link href={href('/management/:managerCode', { managerCode: s.code })} className={styles.staff}>
              <Avatar src={s.avatar} name="" size={48} />
              <span>
                <strong>{s.name}</strong>
                {s.position && <small>{s.position}</small>}
              </span>
            </Link>
            <StaffFavoriteButton staffId={s.id} code={s.code} small />
          </li>
        ))}
      </ul>
    </section>
  );
}
