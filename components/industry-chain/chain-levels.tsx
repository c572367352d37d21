import { AppLink as Link } from '@/components/ui/app-link';
import type { Tag } from '@/lib/contract/basic';
import type { ChainEntityType } from '@/lib/contract/catalogue';
import type { ChainLevel } from '@/lib/data/catalogue';
import type { Translate } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/constants';
import { chainPath, localName } from './chain-path';
import styles from './chain.module.css';

const LEVEL_LABELS = ['chain.level.first', 'chain.level.second', 'chain.level.third'] as const;

function LevelRow(props: { entity: ChainEntityType; t: Translate; locale: Locale; depth: number; options: Tag[]; parents: number[]; selected: number | null }) {
  const { entity, t, locale, depth, options, parents, selected } = props;
  const label = LEVEL_LABELS[depth] ?? LEVEL_LABELS[0];
  return (
    <div className={styles.row} data-testid={`chain-level-${depth + 1}`}>
      <span className={styles.label}>{t(label)}</span>
      <nav className={styles.options} aria-label={t(label)}>
        <Link href={chainPath(entity, parents)} className={selected === null ? styles.active : undefined}>
          {t('search.filterAll')}
        </Link>
        {options.map((o) => (
          <Link
            key={o.id}
            href={chainPath(entity, [...parents, o.id])}
            className={o.id === selected ? styles.active : undefined}
            aria-current={o.id === selected ? 'page' : undefined}
          >
            {localName(o, locale)}
          </Link>
        ))}
      </nav>
    </div>
  );
}

/** N03: one row per selected level (its options, the selection marked) and the next level's options. */
export function ChainLevels({ entity, t, locale, levels, next }: { entity: ChainEntityType; t: Translate; locale: Locale; levels: ChainLevel[]; next: Tag[] }) {
  const ids = levels.map((l) => l.tag.id);
  return (
    <div className={styles.levels}>
      {levels.map((level, depth) => (
        <LevelRow key={level.tag.id} entity={entity} t={t} locale={locale} depth={depth} options={level.options} parents={ids.slice(0, depth)} selected={level.tag.id} />
      ))}
      {next.length > 0 && <LevelRow entity={entity} t={t} locale={locale} depth={levels.length} options={next} parents={ids} selected={null} />}
    </div>
  );
}
