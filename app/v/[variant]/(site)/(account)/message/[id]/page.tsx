import { notFound } from 'next/navigation';
import { ConversationPage } from '@/components/chat/conversation-page';
import { DesktopChatRedirect } from '@/components/chat/desktop-redirect';
import { PageBody } from '@/components/layout/page-body';
import { parseVariant } from '@/lib/routing/variant';
import { personalMetadata } from '@/lib/seo/personal-metadata';

type Params = Promise<{ variant: string; id: string }>;

export const generateMetadata = personalMetadata('chat.title');

/** J02: `/message/{id}` (login; `{id}` = the counterpart member): a page on mobile, the dialog on desktop. */
export default async function Page({ params }: { params: Params }) {
  const { variant, id } = await params;
  if (!/^\d+$/.test(id)) notFound();
  const v = parseVariant(variant);
  const memberId = Number(id);
  return (
    <PageBody>
      {v.device === 'mobile' ? <ConversationPage memberId={memberId} /> : <DesktopChatRedirect memberId={memberId} />}
    </PageBody>
  );
}
