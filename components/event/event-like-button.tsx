'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentMember } from '@/stores/use-current-member';
import { useT } from '@/components/providers/i18n-context';
import { formatCount } from '@/lib/format/count';
import { apiErrorText } from '@/lib/queries/error-message';
import { eventLikeQuery, setEventLike } from '@/lib/queries/events';
import { useLoginDialog } from '@/stores/dialogs';
import styles from '@/components/ui/like-button.module.css';

/**
 * H21: like / unlike an event; the member's own state is read after hydration (the page is cached); visitors get
 * the login dialog. The count moves at once (optimistic update of the query) and a failure restores it.
 */
export function EventLikeButton({ eventId, initialCount }: { eventId: number; initialCount: number }) {
  const t = useT();
  const { hydrated, isLogin, memberId } = useCurrentMember();
  const login = useLoginDialog();
  const queryClient = useQueryClient();
  const query = eventLikeQuery(eventId, memberId);
  const { data } = useQuery({ ...query, enabled: hydrated && isLogin });
  const on = isLogin ? (data?.on ?? false) : false;
  const count = isLogin ? (data?.count ?? initialCount) : initialCount;
  const mutation = useMutation({
    mutationFn: (next: boolean) => setEventLike(eventId, next),
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: query.queryKey });
      const previous = queryClient.getQueryData(query.queryKey) ?? { on, count };
      queryClient.setQueryData(query.queryKey, { on: next, count: Math.max(0, previous.count + (next ? 1 : -1)) });
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context) queryClient.setQueryData(query.queryKey, context.previous);
    },
    onSuccess: (result) => queryClient.setQueryData(query.queryKey, result),
  });
  const busy = mutation.isPending;
  const failed = mutation.isError;
  const toggle = () => {
    if (!isLogin) {
      login.open({ redirect: null });
      return;
    }
    if (!busy) mutation.mutate(!on);
  };
  return (
    <span className={styles.group}>
      <button
        type="button"
        className={styles.button}
        aria-pressed={on}
        aria-label={`${on ? t('interact.liked') : t('interact.like')} ${formatCount(count)}`}
        disabled={busy}
        onClick={toggle}
        data-testid="like-button"
      >
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden fill={on ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
          <path d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 3 4.5 6.8 4.5c2.2 0 3.6 1.2 5.2 3 1.6-1.8 3-3 5.2-3 3.8 0 5.9 4.1 4.4 7.4C19.5 16.4 12 21 12 21z" />
        </svg>
        <span data-testid="like-count">{formatCount(count)}</span>
      </button>
      {failed && (
        <span className={styles.error} role="alert">
          {apiErrorText(t, mutation.error) ?? t('interact.failed')}
        </span>
      )}
    </span>
  );
}
