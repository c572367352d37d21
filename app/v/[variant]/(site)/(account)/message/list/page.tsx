import type { Metadata } from 'next';
import { ConversationListPage } from '@/components/chat/conversation-list-page';
import { DesktopChatRedirect } from '@/components/chat/desktop-redirect';
import { PageBody } from '@/components/layout/page-body';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { joinTitle } from '@/lib/seo/templates';

type Params = Promise<{ variant: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = createTranslate(getMessages(parseVariant((await params).variant).locale));
  return { title: joinTitle([t('chat.title'), t('site.name')]), robots: { index: false } };
}

/** J01: `/message/list` (login): the conversation list on mobile; on desktop the dialog opens over `/`. */
export default async function Page({ params }: { params: Params }) {
  const v = parseVariant((await params).variant);
  return (
    <PageBody>
      {v.device === 'mobile' ? <ConversationListPage /> : <DesktopChatRedirect memberId={null} />}
    </PageBody>
  );
}
