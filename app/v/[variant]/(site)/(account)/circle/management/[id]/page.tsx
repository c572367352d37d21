import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import styles from '@/components/circle/circle.module.css';
import { EditCircleButton } from '@/components/circle/circle-form-host';
import { CircleManagement } from '@/components/circle/circle-management';
import { PageBody } from '@/components/layout/page-body';
import { AppLink as Link } from '@/components/ui/app-link';
import { getCircleForMember } from '@/lib/data/circle';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { readSessionFromCookies } from '@/lib/session/cookies';
import { idPageParams } from '@/lib/routing/page-params';
import { href } from '@/lib/routing/routes';
import { personalMetadata } from '@/lib/seo/personal-metadata';

type Params = Promise<{ variant: string; id: string }>;

export const generateMetadata = personalMetadata('circle.management');

/** G09: `/circle/management/{id}` (login, personal): owner and admins only; anyone else sees the no-permission text. */
export default async function Page({ params }: { params: Params }) {
  const { v, id } = await idPageParams(params);
  const t = createTranslate(getMessages(v.locale));
  const jar = await cookies();
  const session = readSessionFromCookies((n) => jar.get(n)?.value);
  const circle = await getCircleForMember(session.token, id);
  if (!circle) notFound();
  const role = circle.circleMemberType === 'OWNER' || circle.circleMemberType === 'ADMIN' ? circle.circleMemberType : null;
  return (
    <PageBody>
      <header className={styles.header}>
        <div className={styles.headerBody}>
          <h1>
            {t('circle.management')} · {circle.circleName}
          </h1>
          {circle.description && <p data-testid="circle-management-description">{circle.description}</p>}
          <div className={styles.navBar}>
            <Link href={href('/circle/:id/:postTag?/:themeTag?', { id: circle.circleId })} className={styles.ghost}>
              {t('circle.backToCircle')}
            </Link>
            {role === 'OWNER' && <EditCircleButton circleId={circle.circleId} />}
          </div>
        </div>
      </header>
      {role ? (
        <CircleManagement circleId={circle.circleId} role={role} />
      ) : (
        <section className={styles.section}>
          <p className={styles.error} role="alert" data-testid="no-permission">
            {t('error.noPermission')}
          </p>
        </section>
      )}
    </PageBody>
  );
}
