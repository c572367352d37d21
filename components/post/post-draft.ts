import type { CallerMemberType } from '@/lib/contract/circle';
import { canPublishAs } from '@/lib/contract/circle';
import { POST_CONTENT_MAX, POST_FILES_MAX, POST_IMAGES_MAX, POST_TITLE_MAX, type PostFile } from '@/lib/contract/post';

export interface PostDraft {
  title: string;
  content: string;
  tagId: number;
  themeTagId: number | null;
  circleId: number | null;
  images: string[];
  /** One video under video/post/ (issue 5 §3). */
  video?: string | null;
  /** Attached files under file/post/ (P16). */
  files?: PostFile[];
  isAnonymous: boolean;
}

/** The localStorage key of the draft of a new post, or of the edit of post `id`. */
export function draftKey(postId: number | null): string {
  return postId === null ? 'post-draft:new' : `post-draft:edit:${postId}`;
}

/** The saved draft under `key`, or null when there is none or it is not a draft. */
export function readDraft(key: string): PostDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PostDraft>;
    if (typeof value.content !== 'string' || typeof value.title !== 'string' || typeof value.tagId !== 'number') return null;
    return {
      title: value.title,
      content: value.content,
      tagId: value.tagId,
      themeTagId: typeof value.themeTagId === 'number' ? value.themeTagId : null,
      circleId: typeof value.circleId === 'number' ? value.circleId : null,
      images: Array.isArray(value.images) ? value.images.filter((u): u is string => typeof u === 'string').slice(0, POST_IMAGES_MAX) : [],
      video: typeof value.video === 'string' ? value.video : null,
      files: Array.isArray(value.files)
        ? value.files.filter((f): f is PostFile => typeof f?.name === 'string' && typeof f?.url === 'string').slice(0, POST_FILES_MAX)
        : [],
      isAnonymous: value.isAnonymous === true,
    };
  } catch {
    return null;
  }
}

/** Keeps `draft` under `key`, or removes it when there is nothing of the author's in it. */
export function writeDraft(key: string, draft: PostDraft, template: { content: string } | null): void {
  const empty = draft.title.trim() === '' && draft.content.trim() === '' && draft.images.length === 0 && !draft.video && !draft.files?.length;
  const onlyTemplate = template !== null && draft.content === template.content && draft.images.length === 0;
  if (empty || onlyTemplate) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, JSON.stringify(draft));
}

/** What blocks publishing before any call (G18, G19, limits); null when the draft may be sent. */
export function publishBlocker(
  draft: PostDraft,
  state: { isBanned: boolean; circleType: CallerMemberType | null },
): 'error.banned' | 'editor.joinFirst' | 'editor.required' | 'editor.titleTooLong' | 'editor.contentTooLong' | null {
  if (state.isBanned) return 'error.banned';
  if (draft.title.trim() === '' || draft.content.trim() === '') return 'editor.required';
  if (draft.title.trim().length > POST_TITLE_MAX) return 'editor.titleTooLong';
  if (draft.content.trim().length > POST_CONTENT_MAX) return 'editor.contentTooLong';
  if (draft.circleId !== null && !canPublishAs(state.circleType)) return 'editor.joinFirst';
  return null;
}
