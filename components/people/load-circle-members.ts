import { cache } from 'react';
import { CIRCLE_CACHE_TAG, getCircleDetail, getCircleMembers } from '@/lib/api/circle';
import { nullIfNotFound } from '@/lib/api/or-null';
import { serverTransport } from '@/lib/api/server';
import { MEMBER_MODULE_SIZE } from '@/lib/constants';

const REVALIDATE_S = 300;

/** I06, G36: a circle (visitor view) and one page of its newest members, 5 a page like `/people/latest` (I40); null for an unknown circle. */
export const loadCircleLatestMembers = cache(async (circleId: number, page: number) => {
  const t = serverTransport({ revalidate: REVALIDATE_S, tags: ['people', CIRCLE_CACHE_TAG.all, CIRCLE_CACHE_TAG.item(circleId)] });
  const circle = await nullIfNotFound(getCircleDetail(t, circleId));
  if (!circle) return null;
  const members = await getCircleMembers(t, circleId, { current: page, size: MEMBER_MODULE_SIZE });
  return { circle, members };
});
