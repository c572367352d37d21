import { cookies } from 'next/headers';
import { PageBody } from '@/components/layout/page-body';
import { MemberList } from '@/components/people/member-list';
import { PeopleColumn } from '@/components/right-column/people-column';
import { DEFAULT_PAGE_SIZE } from '@/lib/constants';
import { getVisitors } from '@/lib/data/people';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { readSessionFromCookies } from '@/lib/session/cookies';
import styles from '@/components/people/people-list-view.module.css';
import { personalMetadata } from '@/lib/seo/personal-metadata';

type Params = Promise<{ variant: string }>;

export const generateMetadata = personalMetadata(['people.visitors', 'people.title']);

/** I10: `/people/visitors` (login, personal): members who viewed me, latest first. */
export default async function Page({ params }: { params: Params }) {
  const v = parseVariant((await params).variant);
  const t = createTranslate(getMessages(v.locale));
  const jar = await cookies();
  const session = readSessionFromCookies((n) => jar.get(n)?.value);
  const initial = await getVisitors(session.token);
  return (
    <PageBody aside={v.device === 'mobile' ? undefined : <PeopleColumn t={t} />}>
      <h1 className={styles.title}>{t('people.visitors')}</h1>
      {initial && initial.total === 0 ? (
        <p className={styles.empty}>{t('people.visitorsEmpty')}</p>
      ) : (
        <MemberList source={{ kind: 'list', list: 'viewd' }} initial={initial} size={DEFAULT_PAGE_SIZE} clientPaging testId="visitors-list" />
      )}
    </PageBody>
  );
}
