import { notFound } from 'next/navigation';
import { parseVariant, type Variant } from './variant';

/**
 * A numeric path segment (an id): its number; anything else is a 404 (A07) — the proxy already refuses it, this
 * guards direct hits of the internal path. `pattern` narrows what counts as a number where a route says so.
 */
export function numericParam(raw: string, pattern: RegExp = /^\d+$/): number {
  if (!pattern.test(raw)) notFound();
  return Number(raw);
}

/** The params of a page under `/v/[variant]/…/[id]`: the variant and the numeric id (`numericParam`). */
export async function idPageParams(params: Promise<{ variant: string; id: string }>): Promise<{ v: Variant; id: number }> {
  const { variant, id } = await params;
  const n = numericParam(id);
  return { v: parseVariant(variant), id: n };
}
