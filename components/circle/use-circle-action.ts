'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '@/components/providers/i18n-context';
import { circleManageKeys } from '@/lib/queries/circle';
import { failureText } from '@/lib/queries/error-message';
import type { Viewer } from '@/lib/queries/client';

/**
 * One write of the circle management page at a time: `run` performs it, then the page's lists are read again
 * (the API decides every permission: a refusal shows its words).
 */
export function useCircleAction(circleId: number, viewer: Viewer) {
  const t = useT();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (write: () => Promise<void>) => write(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: circleManageKeys.all(circleId, viewer) }),
  });
  return {
    busy: mutation.isPending,
    error: mutation.isError ? failureText(t, mutation.error) : null,
    run: (write: () => Promise<void>) => mutation.mutateAsync(write).catch(() => undefined),
  };
}
