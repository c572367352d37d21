import { http } from 'msw';
import { postSaveResultSchema, postTemplateSchema, type PostSaveResult, type PostTemplate } from '@/lib/contract/post';
import { envelope, type Reply } from '../envelope';
import { API } from '../server';

/** The composer's post calls (G16–G21): the template of a type and theme, create and update. */
export const postHandlers = {
  /** `GET /post/posts/template/tag/{tagId}?themeTagId=`: null when there is none. */
  template: (tagId: number, reply: Reply<PostTemplate>) =>
    http.get(`${API}/post/posts/template/tag/${tagId}`, ({ request }) => envelope(postTemplateSchema, reply, request)),
  /** `POST /post/posts` (create) and `PUT /post/posts` (edit, with `id`): the post's id and the grey words found. */
  create: (reply: Reply<PostSaveResult>) => http.post(`${API}/post/posts`, ({ request }) => envelope(postSaveResultSchema, reply, request)),
  update: (reply: Reply<PostSaveResult>) => http.put(`${API}/post/posts`, ({ request }) => envelope(postSaveResultSchema, reply, request)),
};
