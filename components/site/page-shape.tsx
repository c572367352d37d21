import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { NotFoundBody } from '@/components/site/not-found-body';
import { withPageMetadata } from '@/lib/seo/page-metadata';

/** The params every page under `app/v/[variant]/` has. */
export type VariantParams = { variant: string };

/**
 * What `entityPage` and `listPage` share: a page's context read once from its params (null: nothing to show), its
 * head through `withPageMetadata` and its body; no context gives the 404 head (`{}`) and the readable 404 body.
 */
export function pageShape<Params extends Promise<VariantParams>, C>(
  contextOf: (params: Params) => Promise<C | null>,
  metadata: (ctx: C) => Metadata | Promise<Metadata>,
  render: (ctx: C) => ReactNode | Promise<ReactNode>,
) {
  const generateMetadata = withPageMetadata(async ({ params }: { params: Params }): Promise<Metadata> => {
    const ctx = await contextOf(params);
    return ctx ? metadata(ctx) : {};
  });
  async function Page({ params }: { params: Params }) {
    const ctx = await contextOf(params);
    return ctx ? render(ctx) : <NotFoundBody />;
  }
  return { generateMetadata, Page };
}
