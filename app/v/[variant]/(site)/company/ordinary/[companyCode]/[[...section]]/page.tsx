import { companyPage } from '@/components/company/company-page';

export const revalidate = 300;

export { generateStaticParams } from '@/components/site/on-demand';

/** L03/L04: `/company/ordinary/:companyCode/:sectionCode?`, an ordinary company and its sections. */
const page = companyPage('ORDINARY');

export const generateMetadata = page.generateMetadata;
export default page.Page;
