'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentMember } from '@/stores/use-current-member';
import { useT } from '@/components/providers/i18n-context';
import { useLoginDialog } from '@/stores/dialogs';
import { companyApi, followStatusQuery } from '@/lib/queries/company';
import styles from './company.module.css';

/** L15: follow / unfollow the company; a visitor gets the login dialog. The state loads for members only. */
export function CompanyFollowButton({ companyId }: { companyId: number }) {
  const t = useT();
  const login = useLoginDialog();
  const { isLogin, memberId } = useCurrentMember();
  const client = useQueryClient();
  const status = useQuery({ ...followStatusQuery(companyId, memberId), enabled: isLogin });
  const toggle = useMutation({
    mutationFn: async (follow: boolean) => {
      const api = await companyApi();
      return (follow ? await api.followCompany(api.t, companyId) : await api.unfollowCompany(api.t, companyId)).isFollowed;
    },
    onSuccess: (isFollowed) => client.setQueryData(followStatusQuery(companyId, memberId).queryKey, isFollowed),
  });
  const followed = isLogin && status.data === true;

  return (
    <button
      type="button"
      className={`${styles.btn} ${followed ? '' : styles.btnPrimary}`}
      disabled={toggle.isPending || (isLogin && status.isPending)}
      aria-pressed={followed}
      title={toggle.isError ? t('company.actionFailed') : undefined}
      onClick={() => (isLogin ? toggle.mutate(!followed) : login.open({ redirect: window.location.pathname }))}
      data-testid="company-follow"
    >
      {followed ? t('company.followed') : t('company.follow')}
    </button>
  );
}
