import { AppLink as Link } from '@/components/ui/app-link';
import { Avatar } from '@/components/ui/avatar';
import { VisitCounter } from '@/components/ui/visit-counter';
import type { StaffDetail } from '@/lib/contract/company';
import type { Translate } from '@/lib/i18n/messages';
import { companyHref } from '@/lib/routing/company-links';
import { CompanyViewBeacon } from './company-view-beacon';
import { StaffFavoriteButton } from './staff-favorite-button';
import styles from './company.module.css';

/** L09: a staff profile — avatar, name, position, company (linked by its member kind), description; what the company wrote is `data-ugc`. */
export function StaffProfileView({ t, staff }: { t: Translate; staff: StaffDetail }) {
  return (
    <>
      <CompanyViewBeacon staffCode={staff.code} />
      <VisitCounter page={`staff:${staff.code}`} />
      <article className={`${styles.card} ${styles.profile}`} data-testid="staff-profile">
        <Avatar src={staff.avatar} name={staff.name} size={96} />
        <div className={styles.headerText}>
          <h1 data-ugc>{staff.name}</h1>
          {staff.position && (
            <p className={styles.enName} data-ugc>
              {staff.position}
            </p>
          )}
          <p>
            <Link href={companyHref(staff.company)} data-testid="staff-company">
              {staff.company.name}
            </Link>
          </p>
          <p className={styles.muted}>{t('achievement.views', { n: staff.viewCount })}</p>
          {staff.description && (
            <p className={styles.prose} data-ugc>
              {staff.description}
            </p>
          )}
          <StaffFavoriteButton staffId={staff.id} code={staff.code} />
        </div>
      </article>
    </>
  );
}
