import type { Metadata } from 'next';
import { editorMetadata, newDraft, PostEditorPage, queryId, type EditorSearch } from '@/components/post/post-editor-page';
import { parseVariant } from '@/lib/routing/variant';

// Personal page: its query preselects the circle, so it renders per request.
export const dynamic = 'force-dynamic';

type Params = Promise<{ variant: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return editorMetadata(parseVariant((await params).variant), false);
}

/** G05: `/community/circle/post/create` (login); query `circle` preselects the circle. */
export default async function Page({ params, searchParams }: { params: Params; searchParams: EditorSearch }) {
  const v = parseVariant((await params).variant);
  const query = await searchParams;
  return <PostEditorPage v={v} initial={newDraft(queryId(query.circle), null)} postId={null} />;
}
