'use client';

import { useState } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { CATALOGUE_AUTHORITY } from '@/lib/contract/company-tokens';
import { href } from '@/lib/routing/routes';
import { selectMemberInfo, selectPermissions, useSessionStore } from '@/stores/session';
import styles from './product-detail.module.css';

const ACTIONS = {
  product: [
    { token: CATALOGUE_AUTHORITY.productEdit, label: 'productEditor.editTitle', to: (id: number) => href('/product/edit/:productId', { productId: id }), testId: 'manage-edit' },
    { token: CATALOGUE_AUTHORITY.productAdd, label: 'productEditor.addTitle', to: () => href('/product/add'), testId: 'manage-add' },
  ],
  brand: [
    { token: CATALOGUE_AUTHORITY.brandEdit, label: 'brandEditor.editTitle', to: (id: number) => href('/brand/edit/:brandId', { brandId: id }), testId: 'manage-edit' },
    { token: CATALOGUE_AUTHORITY.brandAdd, label: 'brandEditor.addTitle', to: () => href('/brand/add'), testId: 'manage-add' },
  ],
} as const;

/**
 * M10/M13, U15–U20, U33: on a product or brand page, the members of its company see 编辑 and 发布 controls; a
 * control without its permission token shows '暂无权限操作，请联系平台管理员~' instead of opening the editor.
 * The page itself stays public and cached: this island reads the session after hydration (`CatalogueManageBar`
 * loads it for members).
 */
export function CatalogueManageControls({ kind, id, companyId }: { kind: 'product' | 'brand'; id: number; companyId: number }) {
  const t = useT();
  const hydrated = useSessionStore((s) => s.hydrated);
  const isLogin = useSessionStore((s) => s.isLogin);
  const member = useSessionStore(selectMemberInfo);
  const permissions = useSessionStore(selectPermissions);
  const [denied, setDenied] = useState(false);
  if (!hydrated || !isLogin || !member || member.companyId !== companyId) return null;
  return (
    <div className={styles.manageBar} data-testid="catalogue-manage-bar">
      <strong>{t('catalogue.manage')}</strong>
      {ACTIONS[kind].map((a) => (
        <Link
          key={a.testId}
          className={styles.manageLink}
          href={a.to(id)}
          data-testid={a.testId}
          onClick={(e) => {
            if (permissions.includes(a.token)) return;
            e.preventDefault();
            setDenied(true);
          }}
        >
          {t(a.label)}
        </Link>
      ))}
      {denied && (
        <p role="alert" className={styles.alert} data-testid="no-permission">
          {t('error.noPermission')}
        </p>
      )}
    </div>
  );
}
