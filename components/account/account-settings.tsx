'use client';

import { App, Button, Spin, Switch } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { ChangeAccountDialog } from '@/components/account/change-account';
import { ChangePasswordDialog } from '@/components/account/change-password';
import { ChatAppBinding } from '@/components/account/chat-app-binding';
import { AntdScope } from '@/components/providers/antd-scope';
import { useT } from '@/components/providers/i18n-context';
import { getAccount, saveNoticeSettings } from '@/lib/api/account';
import { clientTransport } from '@/lib/api/client';
import type { Account } from '@/lib/contract/account';
import { maskEmail, maskMobile } from '@/lib/format/mask';
import type { MessageKey } from '@/locales/zh';
import { AppLink as Link } from '@/components/ui/app-link';
import { NOTICE_SETTING_TYPES } from '@/lib/constants';
import { href } from '@/lib/routing/routes';
import styles from './account.module.css';

/** B45–B47, B50: the account page's island (antd; a personal page), with the link to /edit-info (issue 18 item 2). */
export function AccountSettings({ initial }: { initial: Account | null }) {
  return (
    <AntdScope>
      <AccountView initial={initial} />
    </AntdScope>
  );
}

function AccountView({ initial }: { initial: Account | null }) {
  const t = useT();
  const { message } = App.useApp();
  const [account, setAccount] = useState<Account | null>(initial);
  const [failed, setFailed] = useState(false);
  const [dialog, setDialog] = useState<'password' | 'account' | null>(null);
  const [savingNotice, setSavingNotice] = useState<number | null>(null);

  const reload = useCallback(() => {
    getAccount(clientTransport)
      .then((loaded) => {
        setAccount(loaded);
        setFailed(false);
      })
      .catch(() => setFailed(true));
  }, []);

  useEffect(() => {
    if (!initial) reload();
  }, [initial, reload]);

  // issue 30 item 6: while the account loads, a spinner; when the read fails (a frozen API times out in 10 s), the
  // error with a retry — never an empty card
  if (!account) {
    return (
      <section className={styles.card} data-testid="account-loading" aria-busy={!failed}>
        {failed ? (
          <p role="alert">
            {t('account.loadFailed')}{' '}
            <Button
              type="link"
              onClick={() => {
                setFailed(false);
                reload();
              }}
            >
              {t('common.retry')}
            </Button>
          </p>
        ) : (
          <span role="status">
            <Spin size="small" /> {t('common.loading')}
          </span>
        )}
      </section>
    );
  }

  const toggle = async (noticeType: number, enabled: boolean) => {
    setSavingNotice(noticeType);
    try {
      const settings = await saveNoticeSettings(clientTransport, [{ noticeType, enabled }]);
      setAccount((a) => (a ? { ...a, noticeSettings: settings } : a));
      message.success(t('account.noticeSaved'));
    } catch {
      message.error(t('account.failed'));
    } finally {
      setSavingNotice(null);
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{t('auth.settings')}</h1>
        <Link href={href('/edit-info')} className={styles.linkButton} data-testid="account-edit-info">
          {t('auth.editInfo')}
        </Link>
      </div>
      <section className={styles.card}>
        <dl className={styles.rows}>
          <div className={styles.row}>
            <dt>{t('account.mobile')}</dt>
            <dd data-testid="account-mobile">{account.mobile ? maskMobile(account.mobile) : t('account.notBound')}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t('account.email')}</dt>
            <dd data-testid="account-email">{account.email ? maskEmail(account.email) : t('account.notBound')}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t('account.wechat')}</dt>
            <dd data-testid="account-wechat">{account.wxBound ? t('account.wxBound') : t('account.notBound')}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t('account.password')}</dt>
            <dd>{account.hasPassword ? t('account.passwordSet') : t('account.passwordNotSet')}</dd>
          </div>
        </dl>
        <div className={styles.actions}>
          {account.mobile && (
            <Button onClick={() => setDialog('password')} data-testid="account-change-password">
              {t('account.changePassword')}
            </Button>
          )}
          <Button onClick={() => setDialog('account')} data-testid="account-change-account">
            {t('account.changeAccount')}
          </Button>
          <ChatAppBinding bound={account.wxBound} onChanged={reload} />
        </div>
      </section>
      <section className={styles.card}>
        <h2 className={styles.subtitle}>{t('account.notices')}</h2>
        <ul className={styles.notices}>
          {account.noticeSettings.filter((s) => NOTICE_SETTING_TYPES.includes(s.noticeType)).map((s) => (
            <li key={s.noticeType}>
              <span>{t(`account.notice.${s.noticeType}` as MessageKey)}</span>
              <Switch
                checked={s.enabled}
                loading={savingNotice === s.noticeType}
                onChange={(on) => void toggle(s.noticeType, on)}
                aria-label={t(`account.notice.${s.noticeType}` as MessageKey)}
              />
            </li>
          ))}
        </ul>
      </section>
      {dialog === 'password' && (
        <ChangePasswordDialog
          mobile={account.mobile}
          onClose={() => setDialog(null)}
          onChanged={() => {
            setDialog(null);
            reload();
          }}
        />
      )}
      {dialog === 'account' && (
        <ChangeAccountDialog
          current={account}
          onClose={() => setDialog(null)}
          onChanged={() => {
            setDialog(null);
            reload();
          }}
        />
      )}
    </div>
  );
}
