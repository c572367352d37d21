import type { Metadata } from 'next';
import { editorMetadata, newDraft, PostEditorPage, queryId, queryPreset, type EditorSearch } from '@/components/post/post-editor-page';
import { parseVariant } from '@/lib/routing/variant';

type Params = Promise<{ variant: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return editorMetadata(parseVariant((await params).variant), false);
}

/** G05: `/community/circle/post/create` (login); queries `circle`, `tagId` and `themeTagId` preselect the circle, the post type and the theme (issue 18 item 1). */
export default async function Page({ params, searchParams }: { params: Params; searchParams: EditorSearch }) {
  const v = parseVariant((await params).variant);
  const query = await searchParams;
  const [circleId, tagId, themeTagId] = [queryId(query.circle), queryId(query.tagId), queryId(query.themeTagId)];
  return <PostEditorPage v={v} initial={newDraft(circleId, tagId, themeTagId)} preset={queryPreset(circleId, tagId, themeTagId)} postId={null} />;
}
