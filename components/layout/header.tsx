import { AppLink as Link } from '@/components/ui/app-link';
import { LangSwitch } from '@/components/layout/lang-switch';
import { Logo } from '@/components/layout/logo';
import { NAV_SECTIONS, type NavSection } from '@/components/layout/nav-sections';
import { UserArea } from '@/components/layout/user-area';
import { SearchBox, type HotKeyword } from '@/components/search/search-box';
import type { Translate } from '@/lib/i18n/messages';
import styles from './header.module.css';

/** Desktop top bar (E01–E05, E19–E22): logo, the five tabs, search, dictionary, language, login/avatar. */
export function Header({ t, section, hot }: { t: Translate; section: NavSection | null; hot: HotKeyword[] }) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href="/" className={styles.logo} aria-label={t('site.name')}>
          <Logo title={t('site.name')} />
        </Link>
        <nav className={styles.tabs} aria-label={t('nav.menu')}>
          {NAV_SECTIONS.map((s) => (
            <Link key={s.key} href={s.href} className={s.key === section ? styles.active : undefined} aria-current={s.key === section ? 'page' : undefined}>
              {t(s.label)}
            </Link>
          ))}
        </nav>
        <div className={styles.tools}>
          <SearchBox hot={hot} />
          <Link href="/dict/detail" className={styles.dict}>
            {t('nav.dictionary')}
          </Link>
          <LangSwitch />
          <UserArea />
        </div>
      </div>
    </header>
  );
}
