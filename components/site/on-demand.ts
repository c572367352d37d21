/**
 * Nothing is prerendered at build (a build never needs the API): each variant of a page is rendered on its first
 * request and then cached for its `revalidate` (ISR). Next 16 treats a route with dynamic segments as ISR only when
 * its last dynamic segment has a `generateStaticParams` (`buildAppStaticPaths`: otherwise the route renders per
 * request), and an empty one prerenders nothing. The root layout exports this one for `[variant]`, which covers every
 * page with no dynamic segment of its own; a page with path parameters below `[variant]` re-exports it:
 * `export { generateStaticParams } from '@/components/site/on-demand';` (docs/architecture.md "Web").
 */
export async function generateStaticParams() {
  return [];
}
