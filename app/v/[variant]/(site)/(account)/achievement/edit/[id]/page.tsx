import { AchievementForm } from '@/components/achievement/achievement-form';
import { signedInItem } from '@/components/auth/signed-in-item';
import { PageBody } from '@/components/layout/page-body';
import { getMyAchievement } from '@/lib/data/achievement';
import { getSession } from '@/lib/data/session';
import { idPageParams } from '@/lib/routing/page-params';
import { personalMetadata } from '@/lib/seo/personal-metadata';

type Params = Promise<{ variant: string; id: string }>;

export const generateMetadata = personalMetadata(['achievement.editTitle', 'achievement.title']);

/** M04: `/achievement/edit/{id}` (login): one's own achievement; someone else's is a 404. */
export default async function Page({ params }: { params: Params }) {
  const { id } = await idPageParams(params);
  const { token } = await getSession();
  return signedInItem(getMyAchievement(token, id), (item) => (
    <PageBody>
      <AchievementForm key={item.id} initial={item} />
    </PageBody>
  ));
}
