import { AppLink as Link } from '@/components/ui/app-link';
import { LangSwitch } from '@/components/layout/lang-switch';
import { Logo } from '@/components/layout/logo';
import { NavTabs } from '@/components/layout/nav-tabs';
import { SectionSearchBox, type HotKeywordsBySite } from '@/components/layout/section-search-box';
import { UserArea } from '@/components/layout/user-area';
import { PublishButton } from '@/components/post/publish-button';
import type { Translate } from '@/lib/i18n/messages';
import { href } from '@/lib/routing/routes';
import styles from './header.module.css';

/** Desktop top bar (E01–E05, E19–E22): logo, the five tabs, search, dictionary, language, publish (issue 18 item 1), login/avatar. */
export function Header({ t, hot }: { t: Translate; hot: HotKeywordsBySite }) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href="/" className={styles.logo} aria-label={t('site.name')}>
          <Logo title={t('site.name')} />
        </Link>
        <NavTabs className={styles.tabs} activeClassName={styles.active} />
        <div className={styles.tools}>
          <SectionSearchBox hot={hot} />
          <Link href={href('/dict/detail')} className={styles.dict} data-testid="header-dict">
            {t('nav.dictionary')}
          </Link>
          <LangSwitch />
          <PublishButton className={styles.publish} testId="header-publish" />
          <UserArea />
        </div>
      </div>
    </header>
  );
}
