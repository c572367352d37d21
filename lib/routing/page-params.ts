import { notFound } from 'next/navigation';
import { parseVariant, type Variant } from './variant';

/**
 * The params of a page under `/v/[variant]/…/[id]`: the variant and the numeric id; an id that is not
 * digits is a 404 (A07) — the proxy already refuses it, this guards direct hits of the internal path.
 */
export async function idPageParams(params: Promise<{ variant: string; id: string }>): Promise<{ v: Variant; id: number }> {
  const { variant, id } = await params;
  if (!/^\d+$/.test(id)) notFound();
  return { v: parseVariant(variant), id: Number(id) };
}
