'use client';

import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { AntdScope } from '@/components/providers/antd-scope';
import { useT } from '@/components/providers/i18n-context';
import { EmptyState } from '@/components/ui/empty-state';
import { clientTransport } from '@/lib/api/client';
import { managedBrandQuery } from '@/lib/queries/catalogue';
import { BrandForm } from './brand-form';

/** `/brand/add` (no id) and `/brand/edit/{id}`: loads one's own company's brand, then the form. */
export function BrandEditor({ brandId, submitted = false }: { brandId: number | null; submitted?: boolean }) {
  const t = useT();
  const query = useQuery({ ...managedBrandQuery(clientTransport, brandId ?? 0), enabled: brandId !== null });
  if (brandId !== null && query.isPending) return <Skeleton active />;
  if (brandId !== null && !query.data) return <EmptyState text={t('chain.empty')} />;
  return (
    <AntdScope>
      <BrandForm brand={query.data ?? null} submitted={submitted} />
    </AntdScope>
  );
}
