import type { Metadata } from 'next';
import { AchievementForm } from '@/components/achievement/achievement-form';
import { PageBody } from '@/components/layout/page-body';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { joinTitle } from '@/lib/seo/templates';

type Params = Promise<{ variant: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = createTranslate(getMessages(parseVariant((await params).variant).locale));
  return { title: joinTitle([t('achievement.add'), t('achievement.title'), t('site.name')]), robots: { index: false } };
}

/** M03: `/achievement/add` (login): a new achievement, saved as draft or submitted for review. */
export default function Page() {
  return (
    <PageBody>
      <AchievementForm initial={null} />
    </PageBody>
  );
}
