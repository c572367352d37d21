/**
 * Publishing: POST/PUT /post/posts, DELETE /post/posts/{id}, PUT /post/posts/circle/top/{id}
 * (G17–G19, G25). Banned members get 10407; circle posts need JOINED/ADMIN/OWNER.
 */
import type { FastifyInstance } from 'fastify';
import { idParams } from '@/lib/contract/common';
import { postCreateInput, postUpdateInput } from '@/lib/contract/post';
import { postChangeTags } from '@/lib/contract/cache-tags';
import { requireActiveMember, requireMember } from '../auth/guard';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { revalidateWeb } from '../http/revalidate';
import { parse } from '../http/validate';
import { createPost, deletePost, togglePin, updatePost } from '../repo/posts-write';

export function registerPostPublishRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.post('/post/posts', async (request) => {
    const { memberId } = await requireActiveMember(request, ctx);
    const saved = await createPost(db, memberId, parse(postCreateInput, request.body));
    void revalidateWeb(postChangeTags());
    return ok(saved);
  });

  app.put('/post/posts', async (request) => {
    const { memberId } = await requireActiveMember(request, ctx);
    const input = parse(postUpdateInput, request.body);
    const saved = await updatePost(db, memberId, input);
    void revalidateWeb(postChangeTags(input.id));
    return ok(saved);
  });

  app.delete('/post/posts/:id', async (request) => {
    const { memberId } = requireMember(request);
    const { id } = parse(idParams, request.params);
    await deletePost(db, id, memberId);
    void revalidateWeb(postChangeTags(id));
    return ok(true);
  });

  app.put('/post/posts/circle/top/:id', async (request) => {
    const { memberId } = requireMember(request);
    const { id } = parse(idParams, request.params);
    const pinned = await togglePin(db, id, memberId);
    void revalidateWeb(postChangeTags(id));
    return ok(pinned);
  });
}
