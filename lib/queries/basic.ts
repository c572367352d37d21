import { clientTransport } from '@/lib/queries/client';

/** Query keys of the platform's basic data read in the browser. The answers are the same for every viewer. */
export const basicKeys = {
  all: ['basic'] as const,
  locations: () => [...basicKeys.all, 'locations'] as const,
};

/** D07: the region tree (China first, then overseas); it changes with a release, not within a visit. */
export function locationsQuery() {
  return {
    queryKey: basicKeys.locations(),
    queryFn: async () => {
      const [transport, { getLocations }] = await Promise.all([clientTransport(), import('@/lib/api/basic')]);
      return getLocations(transport);
    },
    staleTime: Infinity,
  };
}
