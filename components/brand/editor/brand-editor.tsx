'use client';

import { useQuery } from '@tanstack/react-query';
import { ManagedItem } from '@/components/product/editor/managed-item';
import { clientTransport } from '@/lib/api/client';
import { managedBrandQuery } from '@/lib/queries/catalogue';
import { BrandForm } from './brand-form';

/** `/brand/add` (no id) and `/brand/edit/{id}`: loads one's own company's brand, then the form. */
export function BrandEditor({ brandId, submitted = false }: { brandId: number | null; submitted?: boolean }) {
  const query = useQuery({ ...managedBrandQuery(clientTransport, brandId ?? 0), enabled: brandId !== null });
  return (
    <ManagedItem id={brandId} query={query}>
      {(brand) => <BrandForm brand={brand} submitted={submitted} />}
    </ManagedItem>
  );
}
