import { AccountSettings } from '@/components/account/account-settings';
import { PageBody } from '@/components/layout/page-body';
import { getAccount } from '@/lib/data/account';
import { personalMetadata } from '@/lib/seo/personal-metadata';

export const generateMetadata = personalMetadata('auth.settings', { follow: false });

/** B45–B50: `/mine/account-setting` (login; personal, rendered per request). */
export default async function AccountSettingPage() {
  const account = await getAccount();
  return (
    <PageBody>
      <AccountSettings initial={account} />
    </PageBody>
  );
}
