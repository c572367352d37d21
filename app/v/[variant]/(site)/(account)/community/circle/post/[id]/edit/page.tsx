import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { editorMetadata, PostEditorPage } from '@/components/post/post-editor-page';
import { getPostForEdit } from '@/lib/data/post';
import { parseVariant } from '@/lib/routing/variant';
import { readSessionFromCookies } from '@/lib/session/cookies';

type Params = Promise<{ variant: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return editorMetadata(parseVariant((await params).variant), true);
}

/** G06: `/community/circle/post/{id}/edit` (login): the author only; anyone else gets 404. */
export default async function Page({ params }: { params: Params }) {
  const { variant, id } = await params;
  if (!/^\d+$/.test(id)) notFound();
  const v = parseVariant(variant);
  const jar = await cookies();
  const session = readSessionFromCookies((n) => jar.get(n)?.value);
  if (!session.token || session.memberId === null) notFound();
  const post = await getPostForEdit(session.token, Number(id));
  if (!post || post.memberId !== session.memberId) notFound();
  return (
    <PostEditorPage
      v={v}
      postId={post.id}
      initial={{
        title: post.title ?? '',
        content: post.content,
        tagId: post.tagId ?? 8,
        themeTagId: post.themeTagId,
        circleId: post.circleId,
        images: post.images,
        video: post.video ?? null,
        files: post.files,
        isAnonymous: post.isAnonymous,
      }}
    />
  );
}
