import type { Metadata } from 'next';
import { PageBody } from '@/components/layout/page-body';
import { getPostSiteTags, getPostThemeTags } from '@/lib/data/post';
import type { PostDraft } from '@/components/post/post-editor';
import { PostEditorHost } from '@/components/post/post-editor-host';
import { SITE_TAG } from '@/lib/constants';
import { POST_TYPE_TAG_IDS } from '@/lib/contract/post';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import type { Variant } from '@/lib/routing/variant';
import { joinTitle } from '@/lib/seo/templates';

export type EditorSearch = Promise<Record<string, string | string[] | undefined>>;

/** A positive integer query value, else null. */
export function queryId(value: string | string[] | undefined): number | null {
  const v = Array.isArray(value) ? value[0] : value;
  return v !== undefined && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null;
}

export function editorMetadata(v: Variant, edit: boolean): Metadata {
  const t = createTranslate(getMessages(v.locale));
  return { title: joinTitle([edit ? t('community.editPostTitle') : t('community.createPost'), t('site.name')]), robots: { index: false } };
}

/** A known post type (8, 9, 10, 11) or null. */
function postType(tagId: number | null): number | null {
  return tagId !== null && (POST_TYPE_TAG_IDS as readonly number[]).includes(tagId) ? tagId : null;
}

/** A new post's starting state: the preset circle, type and theme from the query (G05, G10, issue 18 item 1). */
export function newDraft(circleId: number | null, tagId: number | null, themeTagId: number | null = null): PostDraft {
  return { title: '', content: '', tagId: postType(tagId) ?? SITE_TAG.demand, themeTagId, circleId, images: [], video: null, files: [], isAnonymous: false };
}

/** What the query of a create route names explicitly: it wins over a restored draft's type, theme and circle. */
export function queryPreset(circleId: number | null, tagId: number | null, themeTagId: number | null): Partial<Pick<PostDraft, 'tagId' | 'themeTagId' | 'circleId'>> {
  const type = postType(tagId);
  return {
    ...(type !== null ? { tagId: type } : {}),
    ...(themeTagId !== null ? { themeTagId } : {}),
    ...(circleId !== null ? { circleId } : {}),
  };
}

/** The editor inside the site shell (create and edit routes). */
export async function PostEditorPage({ v, initial, postId, preset }: { v: Variant; initial: PostDraft; postId: number | null; preset?: ReturnType<typeof queryPreset> }) {
  const [themes, siteTags] = await Promise.all([getPostThemeTags(), getPostSiteTags()]);
  return (
    <PageBody>
      <PostEditorHost themes={themes} siteTags={siteTags} initial={initial} preset={preset} postId={postId} locale={v.locale} />
    </PageBody>
  );
}
