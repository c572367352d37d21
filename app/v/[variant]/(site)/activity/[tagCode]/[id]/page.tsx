import { withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { EventDetailRoute, eventDetailMetadata } from '@/components/event/event-detail-route';
import { idPageParams } from '@/lib/routing/page-params';

type Params = Promise<{ variant: string; tagCode: string; id: string }>;

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

async function read(params: Params) {
  const { tagCode } = await params;
  return { ...(await idPageParams(params)), tagCode: decodeURIComponent(tagCode) };
}

export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { v, id, tagCode } = await read(params);
  return eventDetailMetadata(v, id, tagCode);
});

/** H04: `/activity/{tagCode}/{id}`, the detail in the context of a type tag (unknown tag → 404). */
export default async function Page({ params }: { params: Params }) {
  const { v, id, tagCode } = await read(params);
  return <EventDetailRoute v={v} id={id} tagCode={tagCode} />;
}
