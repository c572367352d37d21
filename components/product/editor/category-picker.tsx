'use client';

import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useLocale } from '@/components/providers/i18n-context';
import { clientTransport } from '@/lib/api/client';
import { categoryTagsQuery } from '@/lib/queries/catalogue';

/** M30: the tags of one category as a multiple select; `value` holds the chosen tag ids. */
export function CategoryPicker(props: { type: number; value?: number[]; onChange?: (ids: number[]) => void; placeholder: string; testId: string }) {
  const en = useLocale() === 'en';
  const { data = [], isLoading } = useQuery(categoryTagsQuery(clientTransport, props.type));
  return (
    <Select
      mode="multiple"
      allowClear
      loading={isLoading}
      value={props.value ?? []}
      onChange={props.onChange}
      placeholder={props.placeholder}
      options={data.map((tag) => ({ value: tag.id, label: en ? (tag.enName ?? tag.name) : tag.name }))}
      optionFilterProp="label"
      data-testid={props.testId}
    />
  );
}
