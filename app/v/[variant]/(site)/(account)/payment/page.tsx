import type { Metadata } from 'next';
import { PayRoute, payMetadata, queryValue } from '@/components/event/pay-route';
import { parseVariant } from '@/lib/routing/variant';

type Params = Promise<{ variant: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return payMetadata(parseVariant((await params).variant));
}

/** H07: `/payment?orderId=` (login): one order. */
export default async function Page({ params, searchParams }: { params: Params; searchParams: Search }) {
  const v = parseVariant((await params).variant);
  return <PayRoute v={v} orderId={queryValue((await searchParams).orderId)} />;
}
