import { postDetailSchema, postPageSchema, type PostDetail, type PostListItem, type PostPageQuery } from '@/lib/contract/post';
import type { Page } from '@/lib/contract/common';
import { CACHE_TAG } from '@/lib/api/cache-tags';
import type { Transport } from '@/lib/api/transport';

export type PostPageParams = Partial<Omit<PostPageQuery, 'tagId'>> & { tagId?: number | readonly number[] };

/** `GET /post/posts/page`: `tagId` repeatable (post-site tags), `sort` latest | popular. */
export function getPostPage(t: Transport, query: PostPageParams = {}): Promise<Page<PostListItem>> {
  return t.get('/post/posts/page', { auth: false, query, schema: postPageSchema, tags: [CACHE_TAG.post] });
}

/** `GET /post/posts/{id}`; rejects with ApiError code 404 when missing or removed. */
export function getPostDetail(t: Transport, id: number): Promise<PostDetail> {
  return t.get(`/post/posts/${id}`, { schema: postDetailSchema, tags: [CACHE_TAG.post, CACHE_TAG.postItem(id)] });
}
