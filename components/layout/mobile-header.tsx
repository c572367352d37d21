'use client';

import { AppLink as Link } from '@/components/ui/app-link';
import { useEffect, useState } from 'react';
import { useCurrentMember } from '@/stores/use-current-member';
import { LangSwitch } from '@/components/layout/lang-switch';
import { Logo } from '@/components/layout/logo';
import { NavTabs } from '@/components/layout/nav-tabs';
import { SectionSearchBox, type HotKeywordsBySite } from '@/components/layout/section-search-box';
import { useT } from '@/components/providers/i18n-context';
import { Avatar } from '@/components/ui/avatar';
import { UnreadBadgeLink } from '@/components/notice/unread-badge';
import { useLoginDialog } from '@/stores/dialogs';
import { usePublishPresetStore } from '@/components/post/publish-preset-store';
import { publishHref, sectionPreset } from '@/components/post/publish-target';
import { usePublish } from '@/components/post/use-publish';
import { preloadLoginDialog } from '@/components/auth/login-dialog-loader';
import { replayEarlyTap } from '@/components/ui/early-taps';
import { intentProps } from '@/components/ui/preload';
import { useSection } from '@/components/layout/use-section';
import styles from './mobile-header.module.css';
import { href } from '@/lib/routing/routes';

/** E23–E25, W08–W10: mobile header with full-screen search, publish and the avatar side popup. */
export function MobileHeader({ hot }: { hot: HotKeywordsBySite }) {
  const t = useT();
  const login = useLoginDialog();
  const { hydrated, isLogin, memberId, member, logout } = useCurrentMember();
  const [searching, setSearching] = useState(false);
  const [menu, setMenu] = useState(false);

  const section = useSection();
  const pagePreset = usePublishPresetStore((s) => s.preset);
  // E24 + issue 18 item 1: the editor opens with the page's (or the section's) type and theme preselected.
  const publishPath = publishHref(pagePreset ?? sectionPreset(section));
  // issue 18 item 13: the editor's page and code are fetched ahead, its frame shows at once
  const { publish, intent: publishIntent, frame: publishFrame } = usePublish(publishPath);
  // its code loads after the page's (device-islands.tsx): a tap on the server HTML meanwhile is pressed again now
  useEffect(() => replayEarlyTap(), []);

  return (
    <header className={styles.header} data-site-header>
      <div className={styles.bar}>
        <Link href="/" aria-label={t('site.name')}>
          <Logo title={t('site.name')} compact />
        </Link>
        <button type="button" className={styles.searchTrigger} onClick={() => setSearching(true)}>
          {t('search.placeholder')}
        </button>
        <button type="button" className={styles.publish} onClick={publish} {...publishIntent} data-testid="mobile-publish">
          {t('auth.publish')}
        </button>
        {publishFrame}
        <UnreadBadgeLink />
        {hydrated && isLogin ? (
          <button type="button" className={styles.avatar} onClick={() => setMenu(true)} aria-label={t('nav.menu')} data-testid="mobile-avatar">
            <Avatar src={member?.avatar} name={member?.nickname ?? ''} size={32} />
          </button>
        ) : (
          <button type="button" className={styles.loginBtn} onClick={() => (hydrated ? login.open() : undefined)} {...intentProps(preloadLoginDialog)} data-testid="header-login">
            {t('auth.login')}
          </button>
        )}
      </div>
      <NavTabs className={styles.tabs} activeClassName={styles.active} />
      {searching && (
        <div className={styles.searchLayer} role="dialog" aria-modal="true" aria-label={t('search.placeholder')}>
          <div className={styles.searchRow}>
            <SectionSearchBox hot={hot} autoFocus onDone={() => setSearching(false)} />
            <button type="button" className={styles.cancel} onClick={() => setSearching(false)}>
              {t('common.close')}
            </button>
          </div>
        </div>
      )}
      {menu && (
        <div className={styles.mask} onClick={() => setMenu(false)}>
          <aside className={styles.side} onClick={(e) => e.stopPropagation()} role="dialog" aria-modal="true" aria-label={t('nav.menu')}>
            <div className={styles.sideHead}>
              <Avatar src={member?.avatar} name={member?.nickname ?? ''} size={48} />
              <strong>{member?.nickname}</strong>
            </div>
            {/* The header stays mounted across navigations: a link or action in the menu closes it. */}
            <ul className={styles.sideList} onClick={() => setMenu(false)}>
              <li><Link href={href('/people/:id', { id: memberId ?? 'mine' })}>{t('auth.personalHome')}</Link></li>
              <li><button type="button" onClick={publish}>{t('auth.publish')}</button></li>
              <li><Link href={href('/system-message')}>{t('notice.title')}</Link></li>
              <li><Link href={href('/message/list')}>{t('auth.privateMessage')}</Link></li>
              <li><Link href={href('/edit-info')}>{t('auth.editInfo')}</Link></li>
              <li><Link href={href('/mine/account-setting')}>{t('auth.settings')}</Link></li>
              <li><button type="button" onClick={() => void logout()}>{t('auth.logout')}</button></li>
            </ul>
            <LangSwitch />
          </aside>
        </div>
      )}
    </header>
  );
}
