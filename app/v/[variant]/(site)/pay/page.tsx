import { withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { PayRoute, payMetadata, queryValue } from '@/components/event/pay-route';
import { parseVariant } from '@/lib/routing/variant';

type Params = Promise<{ variant: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

// Personal: chosen by the query and polled per buyer, never cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  return payMetadata(parseVariant((await params).variant));
});

/** H08: `/pay?tradeNo=`: a trade (a visitor's key). */
export default async function Page({ params, searchParams }: { params: Params; searchParams: Search }) {
  const v = parseVariant((await params).variant);
  return <PayRoute v={v} tradeNo={queryValue((await searchParams).tradeNo)} />;
}
