import { eventDetailPage } from '@/components/event/event-detail-page';

export const revalidate = 300;

export { generateStaticParams } from '@/components/site/on-demand';

/** H03: `/events/{id}` (H14 `/events/detail/{id}/:type?` is mapped here by the route table). */
const page = eventDetailPage();

export const generateMetadata = page.generateMetadata;
export default page.Page;
