import type { Metadata } from 'next';
import { AccountSettings } from '@/components/account/account-settings';
import { PageBody } from '@/components/layout/page-body';
import { getAccount } from '@/lib/data/account';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';

type Params = Promise<{ variant: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = createTranslate(getMessages(parseVariant((await params).variant).locale));
  return { title: `${t('auth.settings')}_${t('site.name')}`, robots: { index: false, follow: false } };
}

/** B45–B50: `/mine/account-setting` (login; personal, rendered per request). */
export default async function AccountSettingPage() {
  const account = await getAccount();
  return (
    <PageBody>
      <AccountSettings initial={account} />
    </PageBody>
  );
}
