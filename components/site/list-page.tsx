import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { pageShape } from '@/components/site/page-shape';
import { createTranslate, getMessages, type Translate } from '@/lib/i18n/messages';
import { pastTheEnd } from '@/lib/routing/past-the-end';
import { parseVariant, type Variant } from '@/lib/routing/variant';

type VariantParams = Promise<{ variant: string }>;

/** What a paged list renders from: its variant (language, device, page number), the translate of its language and its data. */
export interface ListPageContext<T> {
  v: Variant;
  t: Translate;
  data: T;
}

/**
 * The one shape of a paged public list without path parameters (issue 27 item 2; the example: `/news/hot`). The
 * page file keeps its segment config and gives how to load the list for a variant, which part is the API's page
 * answer, its head and its body. Here: one load (the loaders are `cache()`d, so head and body share one read), and
 * a page past the last (`pastTheEnd`) or a missing list gets the 404 head and the readable 404 body.
 */
export function listPage<T>({
  load,
  pageOf,
  metadata,
  render,
}: {
  load: (v: Variant) => Promise<T | null>;
  /** The API's page answer inside the data (its `pages` says where the list ends). */
  pageOf: (data: T) => { pages: number };
  metadata: (ctx: ListPageContext<T>) => Metadata | Promise<Metadata>;
  render: (ctx: ListPageContext<T>) => ReactNode | Promise<ReactNode>;
}) {
  async function contextOf(params: VariantParams): Promise<ListPageContext<T> | null> {
    const v = parseVariant((await params).variant);
    const data = await load(v);
    if (data === null || pastTheEnd(v.page, pageOf(data))) return null;
    return { v, t: createTranslate(getMessages(v.locale)), data };
  }
  return pageShape(contextOf, metadata, render);
}
