'use client';

import { AntdScope } from '@/components/providers/antd-scope';
import type { BrandDetail } from '@/lib/contract/catalogue';
import { BrandForm } from './brand-form';

/**
 * `/brand/add` (no brand) and `/brand/edit/{id}`: the form, filled with the brand of the member's own company that
 * the page loaded on the server (a missing one or someone else's is the page's 404, M13).
 */
export function BrandEditor({ brand, submitted = false }: { brand: BrandDetail | null; submitted?: boolean }) {
  return (
    <AntdScope>
      <BrandForm brand={brand} submitted={submitted} />
    </AntdScope>
  );
}
