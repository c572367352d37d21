'use client';

import { AntdScope } from '@/components/providers/antd-scope';
import type { ProductDetail } from '@/lib/contract/catalogue';
import { ProductForm } from './product-form';

/**
 * `/product/add` (no product) and `/product/edit/{id}`: the form, filled with the product of the member's own company
 * that the page loaded on the server (a missing one or someone else's is the page's 404, M10).
 */
export function ProductEditor({ product, submitted = false }: { product: ProductDetail | null; submitted?: boolean }) {
  return (
    <AntdScope>
      <ProductForm product={product} submitted={submitted} />
    </AntdScope>
  );
}
