import { AchievementForm } from '@/components/achievement/achievement-form';
import { PageBody } from '@/components/layout/page-body';
import { personalMetadata } from '@/lib/seo/personal-metadata';

export const generateMetadata = personalMetadata(['achievement.add', 'achievement.title']);

/** M03: `/achievement/add` (login): a new achievement, saved as draft or submitted for review. */
export default function Page() {
  return (
    <PageBody>
      <AchievementForm initial={null} />
    </PageBody>
  );
}
