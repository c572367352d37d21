import { http } from 'msw';
import { locationListSchema, sitePageSchema, tagListSchema, tagPageSchema, type Location, type SitePage, type Tag } from '@/lib/contract/basic';
import { pageOf as pageSchemaOf, type Page } from '@/lib/contract/common';
import { wordsValidateResultSchema } from '@/lib/contract/interaction';
import { tagCreateAnswerSchema, tagWordSchema, type TagWord } from '@/lib/contract/member';
import { envelope, type Reply } from '../envelope';
import { API } from '../server';

const tagWordPageSchema = pageSchemaOf(tagWordSchema);

/** Base data calls: regions, tags (hot, search, create) and the grey-word check (D07, D19–D21, F33, G21). */
export const basicHandlers = {
  /** `GET /basic/basic/page/code?code`: a site page (notices, agreements, footers). */
  sitePage: (reply: Reply<SitePage>) => http.get(`${API}/basic/basic/page/code`, ({ request }) => envelope(sitePageSchema, reply, request)),
  /** `GET /basic/location/list`: the region tree. */
  locations: (reply: Reply<Location[]>) => http.get(`${API}/basic/location/list`, ({ request }) => envelope(locationListSchema, reply, request)),
  /** `GET /basic/tag/list?type&parentId…`: the tags of a type (the editors' category trees). */
  tagList: (reply: Reply<Tag[]>) => http.get(`${API}/basic/tag/list`, ({ request }) => envelope(tagListSchema, reply, request)),
  /** `GET /basic/tag/page?type&current&size&status&searchCount` (the hot industry tags, D19). */
  tagPage: (reply: Reply<Page<Tag>>) => http.get(`${API}/basic/tag/page`, ({ request }) => envelope(tagPageSchema, reply, request)),
  /** `GET /basic/tag/word/page?keywords&status&type&current&size` (D20). */
  tagWords: (reply: Reply<Page<TagWord>>) => http.get(`${API}/basic/tag/word/page`, ({ request }) => envelope(tagWordPageSchema, reply, request)),
  /** `POST /basic/tag {name, type}`: the new tag's id (D21); code 1 when the name cannot be used (S38). */
  createTag: (reply: Reply<number>) => http.post(`${API}/basic/tag`, ({ request }) => envelope(tagCreateAnswerSchema, reply, request)),
  /** `POST /basic/words/validate {content}`: the grey words found. */
  validateWords: (reply: Reply<string[]>) => http.post(`${API}/basic/words/validate`, ({ request }) => envelope(wordsValidateResultSchema, reply, request)),
};
