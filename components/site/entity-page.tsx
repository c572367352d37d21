import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { pageShape } from '@/components/site/page-shape';
import { createTranslate, getMessages, type Translate } from '@/lib/i18n/messages';
import { idPageParams } from '@/lib/routing/page-params';
import type { Variant } from '@/lib/routing/variant';

type IdParams = Promise<{ variant: string; id: string }>;

/** What a page of one entity renders from: its variant, its id, the translate of its language and the entity. */
export interface EntityPageContext<T> {
  v: Variant;
  id: number;
  t: Translate;
  data: T;
}

/**
 * The one shape of a public page of one entity by numeric id (issue 27 item 2; the example: `/news/flash/{id}`).
 * The page file keeps its segment config (`revalidate`, the empty `generateStaticParams` that makes it ISR) and
 * gives how to load the entity, its head and its body. Here: the id is checked (A07), the entity loaded (the
 * loaders are `cache()`d, so head and body share one read), and a missing one gets the 404 head and the
 * readable 404 body (`NotFoundBody`, HTTP 404).
 */
export function entityPage<T>({
  load,
  metadata,
  render,
}: {
  load: (id: number) => Promise<T | null>;
  metadata: (ctx: EntityPageContext<T>) => Metadata | Promise<Metadata>;
  render: (ctx: EntityPageContext<T>) => ReactNode | Promise<ReactNode>;
}) {
  async function contextOf(params: IdParams): Promise<EntityPageContext<T> | null> {
    const { v, id } = await idPageParams(params);
    const data = await load(id);
    return data === null ? null : { v, id, t: createTranslate(getMessages(v.locale)), data };
  }
  return pageShape(contextOf, metadata, render);
}
