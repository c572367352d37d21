'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentMember } from '@/stores/use-current-member';
import { useT } from '@/components/providers/i18n-context';
import { useLoginDialog } from '@/stores/dialogs';
import { companyApi, staffFavoriteQuery } from '@/lib/queries/company';
import styles from './company.module.css';

/**
 * L21: favourite a staff card (toggle); a visitor gets the login dialog. A member's state loads after hydration (the
 * page is the same cached HTML for everyone).
 */
export function StaffFavoriteButton({ staffId, code, small }: { staffId: number; code: string; small?: boolean }) {
  const t = useT();
  const login = useLoginDialog();
  const { isLogin, memberId } = useCurrentMember();
  const client = useQueryClient();
  const status = useQuery({ ...staffFavoriteQuery(code, memberId), enabled: isLogin });
  const toggle = useMutation({
    mutationFn: async (next: boolean) => {
      const api = await companyApi();
      return (await api.favoriteStaff(api.t, staffId, next)).isFavorite;
    },
    onSuccess: (isFavorite) => client.setQueryData(staffFavoriteQuery(code, memberId).queryKey, isFavorite),
  });
  const favorite = isLogin && status.data === true;
  return (
    <button
      type="button"
      className={`${styles.btn} ${favorite ? '' : styles.btnPrimary} ${small ? styles.btnSmall : ''}`}
      disabled={toggle.isPending || (isLogin && status.isPending)}
      aria-pressed={favorite}
      title={toggle.isError ? t('company.actionFailed') : undefined}
      onClick={() => (isLogin ? toggle.mutate(!favorite) : login.open({ redirect: window.location.pathname }))}
      data-testid="staff-favorite"
    >
      {favorite ? t('company.favorited') : t('company.favorite')}
    </button>
  );
}
