import { withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { EventDetailRoute, eventDetailMetadata } from '@/components/event/event-detail-route';
import { idPageParams } from '@/lib/routing/page-params';

type Params = Promise<{ variant: string; id: string }>;

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { v, id } = await idPageParams(params);
  return eventDetailMetadata(v, id);
});

/** H03: `/events/{id}` (H14 `/events/detail/{id}/:type?` is mapped here by the route table). */
export default async function Page({ params }: { params: Params }) {
  const { v, id } = await idPageParams(params);
  return <EventDetailRoute v={v} id={id} />;
}
