import type { AchievementCard } from '@/lib/contract/company';
import type { Translate } from '@/lib/i18n/messages';
import styles from './company.module.css';

/** The company's passed achievements; hidden when empty. */
export function AchievementCards({ t, achievements }: { t: Translate; achievements: AchievementCard[] }) {
  if (achievements.length === 0) return null;
  return (
    <section className={styles.card}>
      <h2 className={styles.blockTitle}>{t('achievement.title')}</h2>
      <ul className={styles.newsList} data-testid="company-achievements">
        {achievements.map((a) => (
          <li key={a.id}>
            <span data-ugc>{a.title}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
