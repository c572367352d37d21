'use client';

import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { AntdScope } from '@/components/providers/antd-scope';
import { EmptyState } from '@/components/ui/empty-state';
import { useT } from '@/components/providers/i18n-context';
import { clientTransport } from '@/lib/api/client';
import { managedProductQuery } from '@/lib/queries/catalogue';
import { ProductForm } from './product-form';

/** `/product/add` (no id) and `/product/edit/{id}`: loads one's own company's product, then the form. */
export function ProductEditor({ productId, submitted = false }: { productId: number | null; submitted?: boolean }) {
  const t = useT();
  const query = useQuery({ ...managedProductQuery(clientTransport, productId ?? 0), enabled: productId !== null });
  if (productId !== null && query.isPending) return <Skeleton active />;
  if (productId !== null && !query.data) return <EmptyState text={t('chain.empty')} />;
  return (
    <AntdScope>
      <ProductForm product={query.data ?? null} submitted={submitted} />
    </AntdScope>
  );
}
