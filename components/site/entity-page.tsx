import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { pageShape, type VariantParams } from '@/components/site/page-shape';
import { createTranslate, getMessages, type Translate } from '@/lib/i18n/messages';
import { numericParam } from '@/lib/routing/page-params';
import { parseVariant, type Variant } from '@/lib/routing/variant';

/** What a page of one entity renders from: its variant, its key (the numeric id unless the page reads another), the translate of its language and the entity. */
export interface EntityPageContext<T, K = number> {
  v: Variant;
  id: K;
  t: Translate;
  data: T;
}

/**
 * The one shape of a public page of one entity (issue 27 item 2; the example: `/news/flash/{id}`). The page file
 * keeps its segment config (`revalidate`, and `generateStaticParams` from `components/site/on-demand.ts`, which
 * makes it ISR) and gives how to load the entity, its head and its body. Here: the key is read from the path (by
 * default the numeric `id` segment; `key` reads another segment or several, and calls `notFound()` for a malformed
 * one, A07), the entity loaded (the loaders are `cache()`d, so head and body share one read), and a missing one
 * gets the 404 head and the readable 404 body (`NotFoundBody`, HTTP 404).
 */
export function entityPage<T, P extends VariantParams = VariantParams & { id: string }, K = number>({
  key = (params) => numericParam((params as unknown as { id: string }).id) as K,
  load,
  metadata,
  render,
}: {
  /**
   * The entity's key from the path params (`numericParam(p.brandId)`, `p.code`), with the variant for a page whose
   * entity depends on its language; `notFound()` for a malformed one.
   */
  key?: (params: P, v: Variant) => K;
  load: (id: K) => Promise<T | null>;
  metadata: (ctx: EntityPageContext<T, K>) => Metadata | Promise<Metadata>;
  render: (ctx: EntityPageContext<T, K>) => ReactNode | Promise<ReactNode>;
}) {
  async function contextOf(params: Promise<P>): Promise<EntityPageContext<T, K> | null> {
    const all = await params;
    const v = parseVariant(all.variant);
    const id = key(all, v);
    const data = await load(id);
    return data === null ? null : { v, id, t: createTranslate(getMessages(v.locale)), data };
  }
  return pageShape(contextOf, metadata, render);
}
