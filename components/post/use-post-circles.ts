'use client';

import { useEffect, useState } from 'react';
import { useCurrentMember } from '@/stores/use-current-member';
import { circleApi } from '@/components/circle/client-api';
import type { CallerMemberType } from '@/lib/contract/circle';

export interface CircleOption {
  circleId: number;
  circleName: string;
  type: CallerMemberType;
}

/** The member's circles, with a preset circle the member is not in first (G05/G10/G18). */
export function usePostCircles(preset: number | null): CircleOption[] {
  const { hydrated, isLogin } = useCurrentMember();
  const [circles, setCircles] = useState<CircleOption[]>([]);
  useEffect(() => {
    if (!hydrated || !isLogin) return;
    let cancelled = false;
    void (async () => {
      const api = await circleApi();
      const mine = await api.getMyCircles(api.t);
      const options: CircleOption[] = mine.map((c) => ({ circleId: c.circleId, circleName: c.circleName, type: c.memberType }));
      if (preset !== null && !options.some((o) => o.circleId === preset)) {
        const detail = await api.getCircleDetail(api.t, preset).catch(() => null);
        if (detail) options.unshift({ circleId: detail.circleId, circleName: detail.circleName, type: detail.circleMemberType });
      }
      if (!cancelled) setCircles(options);
    })().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [hydrated, isLogin, preset]);
  return circles;
}
