import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { pageShape, type VariantParams } from '@/components/site/page-shape';
import { createTranslate, getMessages, type Translate } from '@/lib/i18n/messages';
import { pastTheEnd } from '@/lib/routing/past-the-end';
import { parseVariant, type Variant } from '@/lib/routing/variant';

/** What a paged list renders from: its variant (language, device, page number), its filter from the path, the translate of its language and its data. */
export interface ListPageContext<T, F = undefined> {
  v: Variant;
  filter: F;
  t: Translate;
  data: T;
}

/**
 * The one shape of a paged public list (issue 27 item 2; the example: `/news/hot`; with path parameters:
 * `/news/column/{columnId}`). The page file keeps its segment config and gives how to read its filter from the
 * path (a list with path parameters only: `filter`, which calls `notFound()` for a malformed one), how to load the
 * list for a variant, which part is the API's page answer, its head and its body. Here: one load (the loaders are
 * `cache()`d, so head and body share one read), and a page past the last (`pastTheEnd`) or a missing list gets the
 * 404 head and the readable 404 body.
 */
export function listPage<T, P extends VariantParams = VariantParams, F = undefined>({
  filter = () => undefined as F,
  load,
  pageOf,
  metadata,
  render,
}: {
  /** The list's filter from the path params (`numericParam(p.columnId)`, the tag codes); `notFound()` for a malformed one. */
  filter?: (params: P) => F;
  load: (v: Variant, filter: F) => Promise<T | null>;
  /** The API's page answer inside the data (its `pages` says where the list ends). */
  pageOf: (data: T) => { pages: number } | null | undefined;
  metadata: (ctx: ListPageContext<T, F>) => Metadata | Promise<Metadata>;
  render: (ctx: ListPageContext<T, F>) => ReactNode | Promise<ReactNode>;
}) {
  async function contextOf(params: Promise<P>): Promise<ListPageContext<T, F> | null> {
    const all = await params;
    const v = parseVariant(all.variant);
    const f = filter(all);
    const data = await load(v, f);
    if (data === null || pastTheEnd(v.page, pageOf(data))) return null;
    return { v, filter: f, t: createTranslate(getMessages(v.locale)), data };
  }
  return pageShape(contextOf, metadata, render);
}
