'use client';

import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useT } from '@/components/providers/i18n-context';
import { clientTransport } from '@/lib/api/client';
import { companyBrandsQuery } from '@/lib/queries/catalogue';
import { selectMemberInfo, useSessionStore } from '@/stores/session';

/** The product's brand: one of the editor's company's approved brands, or none. */
export function BrandSelect(props: { value?: number | null; onChange?: (id: number | null) => void }) {
  const t = useT();
  const companyId = useSessionStore(selectMemberInfo)?.companyId ?? 0;
  const { data = [], isLoading } = useQuery({ ...companyBrandsQuery(clientTransport, companyId), enabled: companyId > 0 });
  return (
    <Select
      allowClear
      style={{ width: 240 }}
      loading={isLoading}
      value={props.value ?? undefined}
      onChange={(id?: number) => props.onChange?.(id ?? null)}
      placeholder={t('productEditor.noBrand')}
      options={data.map((b) => ({ value: b.id, label: b.name }))}
      data-testid="product-brand"
    />
  );
}
