'use client';

import { useT } from '@/components/providers/i18n-context';
import { MiniappCode } from '@/components/ui/miniapp-code';
import { ShareWidget } from '@/components/ui/share-widget';
import { memberMiniappCode } from '@/lib/queries/social';
import styles from './member-share.module.css';

/**
 * I34: the member page's mini-app code (`GET /admin/member/{id}/miniapp-code`), shown as the extra section of the
 * share panel. Mounted only while the panel is open, so the call runs on demand.
 */
export function MemberMiniappCode({ memberId }: { memberId: number }) {
  const t = useT();
  return (
    <MiniappCode
      loadKey={`member:${memberId}`}
      load={() => memberMiniappCode(memberId)}
      alt={t('circle.miniappCode')}
      scan={t('people.miniappScan')}
      failed={t('circle.miniappFailed')}
    />
  );
}

/** I34: share on a member page: the page QR and copy link of the share widget plus the member's mini-app code. */
export function MemberShare({ memberId }: { memberId: number }) {
  return <ShareWidget extra={<MemberMiniappCode memberId={memberId} />} />;
}

/** I45 (DEFAULT): on one's own page, the member's `inviteMiniappCode` as an invite QR; nothing while it is unknown or empty. */
export function InviteCode({ src }: { src: string | null | undefined }) {
  const t = useT();
  if (!src) return null;
  return (
    <figure className={styles.invite} data-testid="invite-code">
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img className={styles.code} src={src} alt={t('people.inviteCode')} width={96} height={96} loading="lazy" />
      <figcaption>
        <strong>{t('people.inviteCode')}</strong>
        <span>{t('people.inviteHint')}</span>
      </figcaption>
    </figure>
  );
}
