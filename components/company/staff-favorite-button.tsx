'use client';

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentMember } from '@/stores/use-current-member';
import { useT } from '@/components/providers/i18n-context';
import { useLoginDialog } from '@/stores/dialogs';
import { companyApi } from '@/lib/queries/company';
import styles from './company.module.css';

/** L21: favourite a staff card (toggle); a visitor gets the login dialog. */
export function StaffFavoriteButton({ staffId }: { staffId: number }) {
  const t = useT();
  const login = useLoginDialog();
  const { isLogin } = useCurrentMember();
  const [favorite, setFavorite] = useState(false);
  const toggle = useMutation({
    mutationFn: async (next: boolean) => {
      const api = await companyApi();
      return (await api.favoriteStaff(api.t, staffId, next)).isFavorite;
    },
    onSuccess: setFavorite,
  });
  return (
    <button
      type="button"
      className={`${styles.btn} ${favorite ? '' : styles.btnPrimary}`}
      disabled={toggle.isPending}
      aria-pressed={favorite}
      title={toggle.isError ? t('company.actionFailed') : undefined}
      onClick={() => (isLogin ? toggle.mutate(!favorite) : login.open({ redirect: window.location.pathname }))}
      data-testid="staff-favorite"
    >
      {favorite ? t('company.favorited') : t('company.favorite')}
    </button>
  );
}
