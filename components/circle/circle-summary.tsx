import { CircleNavBar } from '@/components/circle/circle-nav-bar';
import { AppLink as Link } from '@/components/ui/app-link';
import type { CircleDetail } from '@/lib/contract/circle';
import type { Translate } from '@/lib/i18n/messages';
import { href } from '@/lib/routing/routes';
import styles from './circle.module.css';

/**
 * Issue 20 item 10: the card of the private circle a post belongs to, shown in place of the post to visitors and
 * non-members: its picture, name, introduction and counts, and the bar with the join request (G32).
 */
export function CircleSummary({ t, circle }: { t: Translate; circle: CircleDetail }) {
  return (
    <header className={styles.header} data-testid="circle-summary">
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={circle.avatar ?? '/favicon.svg'} alt="" width={88} height={88} />
      <div className={styles.headerBody}>
        <h2>
          <Link href={href('/circle/:id/:postTag?/:themeTag?', { id: circle.circleId })} data-ugc>
            {circle.circleName}
          </Link>
          <span className={styles.badge}>{circle.isPublic ? t('circle.public') : t('circle.private')}</span>
        </h2>
        {circle.description && <p data-ugc>{circle.description}</p>}
        <CircleNavBar circleId={circle.circleId} isPublic={circle.isPublic} />
      </div>
    </header>
  );
}
