import { CASE_CLASS_TAG_CODE, MEMBER_MODULE_SIZE, TAG_TYPE } from '@/lib/constants';
import { clientTransport, type Viewer } from '@/lib/queries/client';

/** Query keys of the news family as islands read it (the reading pages are server-rendered). */
export const newsKeys = {
  all: ['news'] as const,
  columnManage: (current: number, viewer: Viewer) => [...newsKeys.all, 'column-manage', current, viewer] as const,
  caseClassIds: () => [...newsKeys.all, 'case-class-ids'] as const,
};

/** Issue 29 item 6: the ids of the case class and its child classes (a column item of one of them is a case). */
export function caseClassIdsQuery() {
  return {
    queryKey: newsKeys.caseClassIds(),
    queryFn: async (): Promise<number[]> => {
      const [transport, { getTags }] = await Promise.all([clientTransport(), import('@/lib/api/basic')]);
      const classes = await getTags(transport, { type: TAG_TYPE.newsClass });
      const root = classes.find((c) => c.code === CASE_CLASS_TAG_CODE && c.parentId === null);
      return root ? [root.id, ...classes.filter((c) => c.parentId === root.id).map((c) => c.id)] : [];
    },
    staleTime: Infinity,
  };
}

async function fetchColumnManagePage(current: number) {
  const [transport, { getColumnManagePage }] = await Promise.all([clientTransport(), import('@/lib/api/news')]);
  return getColumnManagePage(transport, { current, size: MEMBER_MODULE_SIZE });
}

/** F30: a page of every news item of the caller's column, drafts and hidden ones included. */
export function columnManagePageQuery(current: number, viewer: Viewer) {
  return { queryKey: newsKeys.columnManage(current, viewer), queryFn: () => fetchColumnManagePage(current) };
}

/** F31: hide or show an item of the caller's column (`PUT /news/news/banned-status?id=`); answers its new state. */
export async function toggleColumnNewsHidden(id: number): Promise<{ id: number; isBanned: boolean }> {
  const [transport, { toggleNewsBanned }] = await Promise.all([clientTransport(), import('@/lib/api/news-manage')]);
  return toggleNewsBanned(transport, id);
}
