import { MEMBER_MODULE_SIZE } from '@/lib/constants';
import { clientTransport, type Viewer } from '@/lib/queries/client';

/** Query keys of the news family as islands read it (the reading pages are server-rendered). */
export const newsKeys = {
  all: ['news'] as const,
  columnManage: (current: number, viewer: Viewer) => [...newsKeys.all, 'column-manage', current, viewer] as const,
};

async function fetchColumnManagePage(current: number) {
  const [transport, { getColumnManagePage }] = await Promise.all([clientTransport(), import('@/lib/api/news')]);
  return getColumnManagePage(transport, { current, size: MEMBER_MODULE_SIZE });
}

/** F30: a page of every news item of the caller's column, drafts and hidden ones included. */
export function columnManagePageQuery(current: number, viewer: Viewer) {
  return { queryKey: newsKeys.columnManage(current, viewer), queryFn: () => fetchColumnManagePage(current) };
}
