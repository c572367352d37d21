'use client';

import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { AntdScope } from '@/components/providers/antd-scope';
import { useT } from '@/components/providers/i18n-context';
import { EmptyState } from '@/components/ui/empty-state';

/**
 * `/product|brand/add` (no id) and `/product|brand/edit/{id}`: while one's own company's item loads a skeleton,
 * an item that is not there the empty state, then the form (a new one without an item).
 */
export function ManagedItem<T>(props: { id: number | null; query: { isPending: boolean; data: T | undefined }; children: (item: T | null) => ReactNode }) {
  const t = useT();
  const { id, query } = props;
  if (id !== null && query.isPending) return <Skeleton active />;
  if (id !== null && !query.data) return <EmptyState text={t('chain.empty')} />;
  return <AntdScope>{props.children(query.data ?? null)}</AntdScope>;
}
