import { JsonLd } from '@/components/seo/json-ld';
import { itemListJsonLd, listEntries } from '@/lib/seo/structured-data';
import type { Metadata } from 'next';
import { pastTheEnd } from '@/lib/routing/past-the-end';
import { NotFoundBody } from '@/components/site/not-found-body';
import { PageBody } from '@/components/layout/page-body';
import { PeopleColumn } from '@/components/right-column/people-column';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { joinTitle, listDescription } from '@/lib/seo/templates';
import type { MessageKey } from '@/locales/zh';
import { getIndustryTags, getPeopleList, type PeopleListKind } from '@/lib/data/people';
import { PeopleListView } from './people-list-view';
import { href } from '@/lib/routing/routes';

export type PeopleParams = Promise<{ variant: string; id?: string }>;

const TITLE: Record<PeopleListKind, MessageKey> = {
  all: 'people.title',
  popular: 'people.popular',
  latest: 'people.latest',
  interest: 'people.interest',
  company: 'people.company',
};

const PATH: Record<PeopleListKind, string> = {
  all: href('/people'),
  popular: href('/people/popular'),
  latest: href('/people/latest'),
  interest: href('/people/interest'),
  company: href('/people/company'),
};

/**
 * The industry tag of `/people/tag/{id}` (undefined on the other lists); null when the id names none. Issue 31 item 6:
 * the page then renders the readable 404 (NotFoundBody) and its head says so; `notFound()` here, read by
 * `generateMetadata` too, left an empty error shell.
 */
async function tagOf(params: PeopleParams) {
  const { id } = await params;
  if (id === undefined) return undefined;
  if (!/^\d+$/.test(id)) return null;
  return (await getIndustryTags()).find((x) => x.id === Number(id)) ?? null;
}

export async function peopleListMetadata(kind: PeopleListKind, params: PeopleParams): Promise<Metadata> {
  const v = parseVariant((await params).variant);
  const t = createTranslate(getMessages(v.locale));
  const tag = await tagOf(params);
  if (tag === null || pastTheEnd(v.page, await getPeopleList(kind, v.page, tag?.id))) return {};
  const name = tag ? t('people.tagTitle', { name: v.locale === 'en' && tag.enName ? tag.enName : tag.name }) : t(TITLE[kind]);
  return {
    title: joinTitle([name, kind === 'all' && !tag ? null : t('people.title'), t('site.name')]),
    description: listDescription(t, 'people', name),
    alternates: { canonical: tag ? href('/people/tag/:id', { id: tag.id }) : PATH[kind] },
  };
}

/** I01–I07: the page body shared by the people lists. */
export async function PeopleListPage({ kind, params }: { kind: PeopleListKind; params: PeopleParams }) {
  const v = parseVariant((await params).variant);
  const t = createTranslate(getMessages(v.locale));
  const tag = await tagOf(params);
  if (tag === null) return <NotFoundBody />;
  const list = await getPeopleList(kind, v.page, tag?.id);
  if (pastTheEnd(v.page, list)) return <NotFoundBody />;
  const title = tag ? t('people.tagTitle', { name: v.locale === 'en' && tag.enName ? tag.enName : tag.name }) : undefined;
  return (
    <PageBody aside={v.device === 'mobile' ? undefined : <PeopleColumn t={t} />}>
      <JsonLd data={itemListJsonLd(listEntries.members(list.records), v.locale)} />
      <PeopleListView t={t} kind={kind} list={list} basePath={tag ? href('/people/tag/:id', { id: tag.id }) : PATH[kind]} title={title} tagId={tag?.id} />
    </PageBody>
  );
}
