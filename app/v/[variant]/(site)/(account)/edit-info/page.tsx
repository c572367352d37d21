import { EditInfo } from '@/components/account/edit-info';
import { PageBody } from '@/components/layout/page-body';
import { getEditInfo } from '@/lib/data/account';
import { personalMetadata } from '@/lib/seo/personal-metadata';

export const generateMetadata = personalMetadata('auth.editInfo', { follow: false });

/** D26: `/edit-info` (login; personal): basic info, work and education history, industry tags. */
export default async function EditInfoPage() {
  const data = await getEditInfo();
  return (
    <PageBody>
      <EditInfo initial={data} />
    </PageBody>
  );
}
