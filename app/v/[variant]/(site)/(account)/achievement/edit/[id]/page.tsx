import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AchievementForm } from '@/components/achievement/achievement-form';
import { PageBody } from '@/components/layout/page-body';
import { getMyAchievement } from '@/lib/data/achievement';
import { getSession } from '@/lib/data/session';
import { SESSION_REFUSED, whileSignedIn } from '@/lib/data/signed-in';
import { SessionRecheck } from '@/components/auth/session-recheck';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { idPageParams } from '@/lib/routing/page-params';
import { parseVariant } from '@/lib/routing/variant';
import { joinTitle } from '@/lib/seo/templates';

type Params = Promise<{ variant: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = createTranslate(getMessages(parseVariant((await params).variant).locale));
  return { title: joinTitle([t('achievement.editTitle'), t('achievement.title'), t('site.name')]), robots: { index: false } };
}

/** M04: `/achievement/edit/{id}` (login): one's own achievement; someone else's is a 404. */
export default async function Page({ params }: { params: Params }) {
  const { id } = await idPageParams(params);
  const { token } = await getSession();
  const item = await whileSignedIn(getMyAchievement(token, id));
  if (item === SESSION_REFUSED)
    return (
      <PageBody>
        <SessionRecheck />
      </PageBody>
    );
  if (!item) notFound();
  return (
    <PageBody>
      <AchievementForm key={item.id} initial={item} />
    </PageBody>
  );
}
