import { eventDetailPage } from '@/components/event/event-detail-page';

export const revalidate = 300;

export { generateStaticParams } from '@/components/site/on-demand';

/** H04: `/activity/{tagCode}/{id}`, the detail in the context of a type tag (unknown tag → 404). */
const page = eventDetailPage((p: { variant: string; tagCode: string; id: string }) => decodeURIComponent(p.tagCode));

export const generateMetadata = page.generateMetadata;
export default page.Page;
