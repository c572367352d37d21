'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { AntdScope } from '@/components/providers/antd-scope';
import { useCurrentMember } from '@/stores/use-current-member';
import { useT } from '@/components/providers/i18n-context';
import { companyApi, followStatusQuery, staffFavoriteQuery } from '@/lib/queries/company';
import { CompanyToggleView } from './company-toggle-view';

/**
 * Issue 29 item 5: a failed follow or favourite says so in an antd Tooltip in the page's language, shown at once
 * (a `title` showed only on hover, never on a phone); it goes with the next try.
 */
function FailureTip({ failed, children }: { failed: boolean; children: ReactNode }) {
  const t = useT();
  if (!failed) return children;
  return (
    <AntdScope>
      <Tooltip title={<span role="alert">{t('interact.failed')}</span>} open>
        <span>{children}</span>
      </Tooltip>
    </AntdScope>
  );
}

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
    <FailureTip failed={toggle.isError}>
      <CompanyToggleView
        on={followed}
        label={followed ? t('people.followed') : t('company.follow')}
        testId="company-follow"
        disabled={toggle.isPending || status.isPending}
        onClick={() => toggle.mutate(!followed)}
      />
    </FailureTip>
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
    <FailureTip failed={toggle.isError}>
      <CompanyToggleView
        on={favorite}
        label={favorite ? t('company.favorited') : t('company.favorite')}
        testId="staff-favorite"
        small={small}
        disabled={toggle.isPending || status.isPending}
        onClick={() => toggle.mutate(!favorite)}
      />
    </FailureTip>
  );
}
