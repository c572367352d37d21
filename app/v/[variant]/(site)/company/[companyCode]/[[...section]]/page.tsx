import { companyPage } from '@/components/company/company-page';

export const revalidate = 300;

export { generateStaticParams } from '@/components/site/on-demand';

/** L05/L06: `/company/:companyCode/:sectionCode?`, a college company and its sections. */
const page = companyPage('COLLEGE');

export const generateMetadata = page.generateMetadata;
export default page.Page;
