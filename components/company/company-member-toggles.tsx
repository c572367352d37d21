'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentMember } from '@/stores/use-current-member';
import { useT } from '@/components/providers/i18n-context';
import { companyApi, followStatusQuery, staffFavoriteQuery } from '@/lib/queries/company';
import { CompanyToggleView } from './company-toggle-view';

/** L15 for a member (`CompanyFollowButton` loads it): the follow state after hydration, follow / unfollow. */
export function MemberFollowButton({ companyId }: { companyId: number }) {
  const t = useT();
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
  const followed = status.data === true;
  return (
    <CompanyToggleView
      on={followed}
      label={followed ? t('company.followed') : t('company.follow')}
      testId="company-follow"
      disabled={toggle.isPending || status.isPending}
      failedTitle={toggle.isError ? t('company.actionFailed') : undefined}
      onClick={() => toggle.mutate(!followed)}
    />
  );
}

/** L21 for a member (`StaffFavoriteButton` loads it): the staff card's favourite state after hydration, and the toggle. */
export function MemberStaffFavorite({ staffId, code, small }: { staffId: number; code: string; small?: boolean }) {
  const t = useT();
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
  const favorite = status.data === true;
  return (
    <CompanyToggleView
      on={favorite}
      label={favorite ? t('company.favorited') : t('company.favorite')}
      testId="staff-favorite"
      small={small}
      disabled={toggle.isPending || status.isPending}
      failedTitle={toggle.isError ? t('company.actionFailed') : undefined}
      onClick={() => toggle.mutate(!favorite)}
    />
  );
}
