import { ModuleCard } from '@/components/right-column/module-card';
import { AppLink as Link } from '@/components/ui/app-link';
import type { Locale } from '@/lib/constants';
import type { Tag } from '@/lib/contract/basic';
import type { Translate } from '@/lib/i18n/messages';
import styles from './news-modules.module.css';
import { href } from '@/lib/routing/routes';

/** F35: the source tag's logo, name and description (source and news-detail pages). */
export function NewsSourceModule({ t, locale, source }: { t: Translate; locale: Locale; source: Tag }) {
  const name = locale === 'en' && source.enName ? source.enName : source.name;
  return (
    <ModuleCard title={t('news.sourceInfo')} testId="source-info">
      <div className={styles.source}>
        {source.logo && (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={source.logo} alt={name} width={48} height={48} loading="lazy" />
        )}
        <div>
          <strong>
            <Link href={href('/news/source/:tagId', { tagId: source.id })}>{name}</Link>
          </strong>
          {source.description && <p data-ugc>{source.description}</p>}
        </div>
      </div>
    </ModuleCard>
  );
}
