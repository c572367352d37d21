'use client';

import { useQuery } from '@tanstack/react-query';
import { clientTransport } from '@/lib/api/client';
import { managedProductQuery } from '@/lib/queries/catalogue';
import { ManagedItem } from './managed-item';
import { ProductForm } from './product-form';

/** `/product/add` (no id) and `/product/edit/{id}`: loads one's own company's product, then the form. */
export function ProductEditor({ productId, submitted = false }: { productId: number | null; submitted?: boolean }) {
  const query = useQuery({ ...managedProductQuery(clientTransport, productId ?? 0), enabled: productId !== null });
  return (
    <ManagedItem id={productId} query={query}>
      {(product) => <ProductForm product={product} submitted={submitted} />}
    </ManagedItem>
  );
}
