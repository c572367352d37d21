'use client';

import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A toggle's state as shown: pressed or not, and its count. */
export interface ToggleState {
  on: boolean;
  count: number;
}

/**
 * The one optimistic toggle over a cached query (likes, favourites, event likes): the query's state moves at once
 * (count ±1), is replaced by the server's answer, and a failure puts the previous state back. `read` and `write` map
 * the query's data to and from `{on, count}` (a query may hold several toggles, e.g. a like and a favourite).
 */
export function useOptimisticToggle<S>(options: {
  queryKey: QueryKey;
  read: (state: S | undefined) => ToggleState;
  write: (state: S | undefined, next: ToggleState) => S;
  send: (next: boolean) => Promise<ToggleState>;
}) {
  const { queryKey, read, write, send } = options;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (next: boolean) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<S>(queryKey);
      const from = read(previous);
      queryClient.setQueryData<S>(queryKey, write(previous, { on: next, count: Math.max(0, from.count + (next ? 1 : -1)) }));
      return { previous: previous ?? write(undefined, from) };
    },
    onError: (_error, _next, context) => {
      if (context) queryClient.setQueryData<S>(queryKey, context.previous);
    },
    onSuccess: (result) => {
      queryClient.setQueryData<S>(queryKey, (state) => write(state, result));
    },
  });
}
