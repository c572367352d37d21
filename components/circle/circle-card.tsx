import { AppLink as Link } from '@/components/ui/app-link';
import type { CircleItem } from '@/lib/contract/circle';
import { formatCount } from '@/lib/format/count';
import type { Translate } from '@/lib/i18n/messages';
import styles from './circle.module.css';
import { href } from '@/lib/routing/routes';

/** One circle (or column) in a list: avatar, name, public/private, description, counts. Used on server and client. */
export function CircleCard({ circle, t }: { circle: CircleItem; t: Translate }) {
  const target = circle.circleType === 1 ? href('/news/column/:columnId', { columnId: circle.circleId }) : href('/circle/:id/:postTag?/:themeTag?', { id: circle.circleId });
  return (
    <Link href={target} className={styles.card} data-testid="circle-card">
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={circle.avatar ?? '/favicon.svg'} alt="" width={56} height={56} loading="lazy" />
      <div className={styles.cardBody}>
        <strong data-ugc>{circle.circleName}</strong>
        {circle.description && <p data-ugc>{circle.description}</p>}
        <span className={styles.stats}>
          {circle.circleType === 0 && <span className={styles.badge}>{circle.isPublic ? t('circle.public') : t('circle.private')}</span>}
          <span>{t('circle.members', { n: formatCount(circle.memberCount) })}</span>
          <span>{t('circle.posts', { n: formatCount(circle.postCount) })}</span>
        </span>
      </div>
    </Link>
  );
}
