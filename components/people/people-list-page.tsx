import { PageBody } from '@/components/layout/page-body';
import { PeopleColumn } from '@/components/right-column/people-column';
import { JsonLd } from '@/components/seo/json-ld';
import { listPage } from '@/components/site/list-page';
import { getIndustryTags, getPeopleList, type PeopleListKind } from '@/lib/data/people';
import { localName } from '@/lib/format/tag-label';
import { href } from '@/lib/routing/routes';
import { itemListJsonLd, listEntries } from '@/lib/seo/structured-data';
import { joinTitle, listDescription } from '@/lib/seo/templates';
import type { MessageKey } from '@/locales/zh';
import { PeopleListView } from './people-list-view';

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
async function tagOf(id: string | undefined) {
  if (id === undefined) return undefined;
  if (!/^\d+$/.test(id)) return null;
  return (await getIndustryTags()).find((x) => x.id === Number(id)) ?? null;
}

/** I01–I07: the people lists (`/people`, `/people/popular`, …, and `/people/tag/{id}` of kind `all`), paged. */
export function peopleListPage(kind: PeopleListKind) {
  return listPage({
    filter: (p: { variant: string; id?: string }) => p.id,
    load: async (v, id) => {
      const tag = await tagOf(id);
      return tag === null ? null : { tag, list: await getPeopleList(kind, v.page, tag?.id) };
    },
    pageOf: (data) => data.list,
    metadata: ({ v, t, data: { tag } }) => {
      const name = tag ? t('people.tagTitle', { name: localName(v.locale, tag.name, tag.enName) }) : t(TITLE[kind]);
      return {
        title: joinTitle([name, kind === 'all' && !tag ? null : t('people.title'), t('site.name')]),
        description: listDescription(t, 'people', name),
        alternates: { canonical: tag ? href('/people/tag/:id', { id: tag.id }) : PATH[kind] },
      };
    },
    render: ({ v, t, data: { tag, list } }) => (
      <PageBody aside={v.device === 'mobile' ? undefined : <PeopleColumn t={t} />}>
        <JsonLd data={itemListJsonLd(listEntries.members(list.records), v.locale)} />
        <PeopleListView
          t={t}
          kind={kind}
          list={list}
          basePath={tag ? href('/people/tag/:id', { id: tag.id }) : PATH[kind]}
          title={tag ? t('people.tagTitle', { name: localName(v.locale, tag.name, tag.enName) }) : undefined}
          tagId={tag?.id}
        />
      </PageBody>
    ),
  });
}
