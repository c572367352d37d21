import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { PageBody } from '@/components/layout/page-body';
import { MemberList } from '@/components/people/member-list';
import { PeopleColumn } from '@/components/right-column/people-column';
import { DEFAULT_PAGE_SIZE } from '@/lib/constants';
import { getVisitors } from '@/lib/data/people';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { joinTitle } from '@/lib/seo/templates';
import { readSessionFromCookies } from '@/lib/session/cookies';
import styles from '@/components/people/people-list-view.module.css';

type Params = Promise<{ variant: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = createTranslate(getMessages(parseVariant((await params).variant).locale));
  return { title: joinTitle([t('people.visitors'), t('people.title'), t('site.name')]), robots: { index: false } };
}

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
