import {
  postPinResultSchema,
  postSaveResultSchema,
  postTemplateSchema,
  type PostCreateInput,
  type PostPinResult,
  type PostSaveResult,
  type PostTemplate,
  type PostUpdateInput,
} from '@/lib/contract/post';
import type { Locale } from '@/lib/constants';
import type { Transport } from '@/lib/api/transport';

export type PostBody = Omit<PostCreateInput, 'images' | 'files' | 'isAnonymous'> & { images?: string[]; files?: PostCreateInput['files']; isAnonymous?: boolean };

/** G17: `POST /post/posts`. */
export function createPost(t: Transport, body: PostBody): Promise<PostSaveResult> {
  return t.post('/post/posts', { body, schema: postSaveResultSchema });
}

/** G17: `PUT /post/posts` (own posts). */
export function updatePost(t: Transport, body: PostBody & Pick<PostUpdateInput, 'id'>): Promise<PostSaveResult> {
  return t.put('/post/posts', { body, schema: postSaveResultSchema });
}

/** G17: `DELETE /post/posts/{id}` (own posts). */
export function deletePost(t: Transport, id: number): Promise<unknown> {
  return t.del(`/post/posts/${id}`);
}

/** G25: `PUT /post/posts/circle/top/{id}` toggles the pin (circle owner/admin). */
export function togglePostPin(t: Transport, id: number): Promise<PostPinResult> {
  return t.put(`/post/posts/circle/top/${id}`, { schema: postPinResultSchema });
}

/** G16: `GET /post/posts/template/tag/{tagId}?themeTagId=&lang=`; null when none; English in en where it has one. */
export function getPostTemplate(t: Transport, tagId: number, themeTagId?: number | null, lang?: Locale): Promise<PostTemplate> {
  return t.get(`/post/posts/template/tag/${tagId}`, { auth: false, query: { themeTagId: themeTagId ?? undefined, lang: lang === 'en' ? lang : undefined }, schema: postTemplateSchema });
}
