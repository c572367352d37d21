import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The site's link: client-side navigation on click, but no viewport prefetch by default. Content pages
 * carry dozens of links, and prefetching each one would render every target on the server.
 */
export function AppLink({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
