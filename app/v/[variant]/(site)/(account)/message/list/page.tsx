import { ConversationListPage } from '@/components/chat/conversation-list-page';
import { DesktopChatRedirect } from '@/components/chat/desktop-redirect';
import { PageBody } from '@/components/layout/page-body';
import { parseVariant } from '@/lib/routing/variant';
import { personalMetadata } from '@/lib/seo/personal-metadata';

type Params = Promise<{ variant: string }>;

export const generateMetadata = personalMetadata('chat.title');

/** J01: `/message/list` (login): the conversation list on mobile; on desktop the dialog opens over `/`. */
export default async function Page({ params }: { params: Params }) {
  const v = parseVariant((await params).variant);
  return (
    <PageBody>
      {v.device === 'mobile' ? <ConversationListPage /> : <DesktopChatRedirect memberId={null} />}
    </PageBody>
  );
}
