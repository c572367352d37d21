import { withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { CompanyRoute, companyRouteMetadata, type CompanyRouteParams } from '@/components/company/company-route';

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: CompanyRouteParams }): Promise<Metadata> {
  return companyRouteMetadata(params, 'ORDINARY');
});

/** L03/L04: `/company/ordinary/:companyCode/:sectionCode?`, an ordinary company and its sections. */
export default function Page({ params }: { params: CompanyRouteParams }) {
  return <CompanyRoute params={params} kind="ORDINARY" />;
}
