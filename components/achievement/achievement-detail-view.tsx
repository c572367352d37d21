import { UgcMessage } from '@/components/ui/ugc-message';
import { ViewBeacon } from '@/components/ui/view-beacon';
import { VisitCounter } from '@/components/ui/visit-counter';
import type { AchievementDetail } from '@/lib/contract/achievement';
import type { Translate } from '@/lib/i18n/messages';
import { maturityLabel } from './maturity';
import styles from './achievement.module.css';

/** M02: an achievement (plain-text details, materials as download links); records a view after mount. What its author wrote is marked `data-ugc`. */
export function AchievementDetailView({ t, item, recordView = true }: { t: Translate; item: AchievementDetail; recordView?: boolean }) {
  return (
    <article className={styles.detail} data-testid="achievement-detail">
      {recordView && <ViewBeacon path="/company/achievement/view" id={item.id} />}
      {recordView && <VisitCounter page={`achievement:${item.id}`} />}
      <h1 data-ugc>{item.title}</h1>
      <div className={styles.meta}>
        <span className={styles.badge}>{maturityLabel(t, item.maturity)}</span>
        <span>{item.transferred ? t('achievement.transferred.yes') : t('achievement.transferred.no')}</span>
        {item.memberName && (
          <span>
            <UgcMessage t={t} k="achievement.owner" value={item.memberName} />
          </span>
        )}
        {item.companyName && (
          <span>
            <UgcMessage t={t} k="product.company" value={item.companyName} />
          </span>
        )}
        <span>{t('achievement.publishedAt', { time: item.createdAt.slice(0, 10) })}</span>
        <span>{t('achievement.views', { n: item.viewCount })}</span>
      </div>
      {item.summary && (
        <p className={styles.summary} data-ugc>
          {item.summary}
        </p>
      )}
      <div className={styles.content} data-ugc>
        {item.content}
      </div>
      {item.materials.length > 0 && (
        <section className={styles.materials}>
          <h2>{t('achievement.materials')}</h2>
          <ul>
            {item.materials.map((m) => (
              <li key={m.url}>
                <a href={m.url} target="_blank" rel="noopener noreferrer nofollow" data-ugc>
                  {m.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
