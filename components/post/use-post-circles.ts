'use client';

import { useQuery } from '@tanstack/react-query';
import { useCurrentMember } from '@/stores/use-current-member';
import { postCirclesQuery, type CircleOption } from '@/lib/queries/circle';

export type { CircleOption };

/** The member's circles, with a preset circle the member is not in first (G05/G10/G18). */
export function usePostCircles(preset: number | null): CircleOption[] {
  const { hydrated, isLogin, memberId } = useCurrentMember();
  return useQuery({ ...postCirclesQuery(preset, memberId), enabled: hydrated && isLogin }).data ?? [];
}
