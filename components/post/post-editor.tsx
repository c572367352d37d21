'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCurrentMember } from '@/stores/use-current-member';
import { circleApi, errorCode, errorMessage } from '@/components/circle/client-api';
import { useT } from '@/components/providers/i18n-context';
import { VideoPicker } from '@/components/post/video-picker';
import { AppLink as Link } from '@/components/ui/app-link';
import { ERR_BANNED, UPLOAD_PREFIX } from '@/lib/constants';
import type { Tag } from '@/lib/contract/basic';
import { canPublishAs, JOIN_FIRST_MESSAGE, type CallerMemberType } from '@/lib/contract/circle';
import { POST_CONTENT_MAX, POST_IMAGES_MAX, POST_TITLE_MAX, POST_TYPE_TAG_IDS } from '@/lib/contract/post';
import { useLoginDialog } from '@/stores/dialogs';
import styles from './post-editor.module.css';
import { href } from '@/lib/routing/routes';

export interface PostDraft {
  title: string;
  content: string;
  tagId: number;
  themeTagId: number | null;
  circleId: number | null;
  images: string[];
  /** One video under video/post/ (issue 5 §3). */
  video?: string | null;
  isAnonymous: boolean;
}

interface CircleOption {
  circleId: number;
  circleName: string;
  type: CallerMemberType;
}

const DRAFT_SAVE_DELAY_MS = 400;

/** The localStorage key of the draft of a new post, or of the edit of post `id`. */
export function draftKey(postId: number | null): string {
  return postId === null ? 'post-draft:new' : `post-draft:edit:${postId}`;
}

function readDraft(key: string): PostDraft | null {
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
      isAnonymous: value.isAnonymous === true,
    };
  } catch {
    return null;
  }
}

/** What blocks publishing before any call (G18, G19, limits); null when the draft may be sent. */
export function publishBlocker(
  draft: PostDraft,
  state: { isBanned: boolean; circleType: CallerMemberType | null },
): 'editor.banned' | 'editor.joinFirst' | 'editor.required' | 'editor.titleTooLong' | 'editor.contentTooLong' | null {
  if (state.isBanned) return 'editor.banned';
  if (draft.title.trim() === '' || draft.content.trim() === '') return 'editor.required';
  if (draft.title.trim().length > POST_TITLE_MAX) return 'editor.titleTooLong';
  if (draft.content.trim().length > POST_CONTENT_MAX) return 'editor.contentTooLong';
  if (draft.circleId !== null && !canPublishAs(state.circleType)) return 'editor.joinFirst';
  return null;
}

/**
 * G05/G06/G10/G16–G21: the post editor. Type, theme (a template fills the body while it is untouched),
 * circle (the member's circles; a preset circle the member has not joined blocks publishing), title,
 * body, up to 9 images (signed uploads), anonymous; a draft is kept in localStorage until published.
 * Before publishing the text is checked for grey words; banned members and non-members make no call.
 */
export function PostEditor(props: { themes: Tag[]; siteTags: Tag[]; initial: PostDraft; postId: number | null; locale: 'zh' | 'en' }) {
  const { themes, siteTags, postId, locale } = props;
  const t = useT();
  const router = useRouter();
  const login = useLoginDialog();
  const { hydrated, isLogin, member } = useCurrentMember();
  const key = draftKey(postId);
  // Rendered in the browser only (PostEditorHost), so the saved draft is read at once.
  const [saved] = useState(() => readDraft(key));
  const [draft, setDraft] = useState<PostDraft>(saved ?? props.initial);
  const [restored, setRestored] = useState(saved !== null);
  const [circles, setCircles] = useState<CircleOption[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [templateNote, setTemplateNote] = useState(false);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState<number | null>(null);
  const [videoBusy, setVideoBusy] = useState(false);
  const template = useRef<{ title: string; content: string } | null>(null);
  const ready = useRef(true);

  // Keep the draft while editing, and when the page is closed.
  useEffect(() => {
    if (!ready.current) return;
    const save = () => {
      const empty = draft.title.trim() === '' && draft.content.trim() === '' && draft.images.length === 0 && !draft.video;
      if (empty || (template.current && draft.content === template.current.content && draft.images.length === 0)) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, JSON.stringify(draft));
    };
    const timer = window.setTimeout(save, DRAFT_SAVE_DELAY_MS);
    window.addEventListener('pagehide', save);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pagehide', save);
    };
  }, [draft, key]);

  // The member's circles (and a preset circle the member is not in).
  useEffect(() => {
    if (!hydrated || !isLogin) return;
    let cancelled = false;
    const preset = props.initial.circleId;
    void (async () => {
      const api = await circleApi();
      const mine = await api.getMyCircles(api.t);
      const options: CircleOption[] = mine.map((c) => ({ circleId: c.circleId, circleName: c.circleName, type: c.memberType }));
      if (preset !== null && !options.some((o) => o.circleId === preset)) {
        const detail = await api.getCircleDetail(api.t, preset).catch(() => null);
        if (detail) options.unshift({ circleId: detail.circleId, circleName: detail.circleName, type: detail.circleMemberType });
      }
      if (!cancelled) setCircles(options);
    })().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [hydrated, isLogin, props.initial.circleId]);

  // G16: a template for the chosen type and theme fills the body while it is empty or still the last template.
  const draftRef = useRef(draft);
  useEffect(() => {
    draftRef.current = draft;
  }, [draft]);

  const applyTemplate = useCallback(async (tagId: number, themeTagId: number | null) => {
    const api = await circleApi();
    const tpl = await api.getPostTemplate(api.t, tagId, themeTagId).catch(() => null);
    const d = draftRef.current;
    const last = template.current;
    const untouched = d.content.trim() === '' || (last !== null && d.content === last.content);
    if (!tpl || !untouched) return;
    const titleUntouched = d.title.trim() === '' || (last !== null && d.title === last.title);
    template.current = { title: tpl.title, content: tpl.content };
    setTemplateNote(true);
    setDraft((cur) => ({ ...cur, content: tpl.content, title: titleUntouched ? tpl.title : cur.title }));
  }, []);

  const choose = (patch: Partial<PostDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (patch.tagId !== undefined || patch.themeTagId !== undefined) void applyTemplate(next.tagId, next.themeTagId);
  };

  const addImages = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const room = POST_IMAGES_MAX - draft.images.length;
    const list = [...files].slice(0, Math.max(0, room));
    setError(null);
    try {
      const { uploadFile } = await import('@/lib/upload/upload');
      for (const file of list) {
        setUploading(0);
        const stored = await uploadFile(file, { prefix: UPLOAD_PREFIX.postImage, onProgress: setUploading });
        setDraft((d) => ({ ...d, images: [...d.images, stored.url].slice(0, POST_IMAGES_MAX) }));
      }
    } catch {
      setError(t('editor.uploadFailed'));
    } finally {
      setUploading(null);
    }
  };

  const submit = async () => {
    setError(null);
    if (!isLogin) {
      login.open({ redirect: window.location.pathname + window.location.search });
      return;
    }
    setBusy(true);
    try {
      const api = await circleApi();
      // The member's type in the chosen circle, read again at publish time (G18).
      const known = circles.find((c) => c.circleId === draft.circleId)?.type;
      const circleType =
        draft.circleId === null ? null : (known ?? (await api.getCircleDetail(api.t, draft.circleId).then((d) => d.circleMemberType).catch(() => -1 as const)));
      const blocker = publishBlocker(draft, { isBanned: Boolean(member?.isBanned), circleType });
      if (blocker) {
        setError(t(blocker, { n: blocker === 'editor.titleTooLong' ? POST_TITLE_MAX : POST_CONTENT_MAX }));
        return;
      }
      const { validateWords } = await import('@/lib/api/words');
      const grey = await validateWords(api.t, `${draft.title}\n${draft.content}`);
      if (grey.length > 0) {
        setError(t('editor.greyWords', { words: grey.join('、') }));
        return;
      }
      const body = {
        title: draft.title.trim(),
        content: draft.content.trim(),
        tagId: draft.tagId,
        themeTagId: draft.themeTagId,
        circleId: draft.circleId,
        images: draft.images,
        video: draft.video ?? null,
        isAnonymous: draft.isAnonymous,
      };
      const saved = postId === null ? await api.createPost(api.t, body) : await api.updatePost(api.t, { ...body, id: postId });
      window.localStorage.removeItem(key);
      ready.current = false;
      router.push(href('/community/post/:id', { id: saved.id }));
    } catch (e) {
      const code = errorCode(e);
      const msg = errorMessage(e);
      setError(code === ERR_BANNED ? t('editor.banned') : msg === JOIN_FIRST_MESSAGE ? t('editor.joinFirst') : t('editor.failed', { msg }));
    } finally {
      setBusy(false);
    }
  };

  const discardDraft = () => {
    window.localStorage.removeItem(key);
    template.current = null;
    setDraft(props.initial);
    setRestored(false);
  };

  const nameOf = (tag: Tag) => (locale === 'en' && tag.enName ? tag.enName : tag.name);
  return (
    <form
      className={styles.editor}
      data-testid="post-editor"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h1>{postId === null ? t('community.createPost') : t('community.editPostTitle')}</h1>
      {restored && (
        <p className={styles.notice} data-testid="draft-restored">
          {t('editor.draftRestored')}
          <button type="button" onClick={discardDraft}>
            {t('editor.discardDraft')}
          </button>
        </p>
      )}
      {templateNote && !restored && <p className={styles.notice}>{t('editor.useTemplate')}</p>}

      <div className={styles.field}>
        <span className={styles.label}>{t('editor.type')}</span>
        <div className={styles.types} role="group" aria-label={t('editor.type')} data-testid="editor-type">
          {POST_TYPE_TAG_IDS.map((id) => {
            const tag = siteTags.find((x) => x.id === id);
            return (
              <button key={id} type="button" aria-pressed={draft.tagId === id} onClick={() => choose({ tagId: id })} data-tag-id={id}>
                {tag ? nameOf(tag) : id}
              </button>
            );
          })}
        </div>
      </div>

      <div className={styles.row}>
        <label className={styles.field}>
          <span className={styles.label}>{t('editor.theme')}</span>
          <select
            className={styles.select}
            value={draft.themeTagId ?? ''}
            onChange={(e) => choose({ themeTagId: e.target.value === '' ? null : Number(e.target.value) })}
            data-testid="editor-theme"
          >
            <option value="">{t('editor.noTheme')}</option>
            {themes.map((th) => (
              <option key={th.id} value={th.id}>
                {nameOf(th)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{t('editor.circle')}</span>
          <select
            className={styles.select}
            value={draft.circleId ?? ''}
            onChange={(e) => setDraft((d) => ({ ...d, circleId: e.target.value === '' ? null : Number(e.target.value) }))}
            data-testid="editor-circle"
          >
            <option value="">{t('editor.noCircle')}</option>
            {circles.map((c) => (
              <option key={c.circleId} value={c.circleId}>
                {c.circleName}
              </option>
            ))}
            {draft.circleId !== null && !circles.some((c) => c.circleId === draft.circleId) && <option value={draft.circleId}>{draft.circleId}</option>}
          </select>
        </label>
      </div>

      <label className={styles.field}>
        <span className={styles.label}>{t('editor.title')}</span>
        <input
          className={styles.input}
          value={draft.title}
          maxLength={POST_TITLE_MAX}
          placeholder={t('editor.titlePlaceholder')}
          onChange={(e) => setDraft((d) => ({ ...d, title: e.target.value }))}
          data-testid="editor-title"
        />
      </label>

      <label className={styles.field}>
        <span className={styles.label}>{t('editor.content')}</span>
        <textarea
          className={styles.textarea}
          value={draft.content}
          maxLength={POST_CONTENT_MAX}
          placeholder={t('editor.contentPlaceholder')}
          onChange={(e) => setDraft((d) => ({ ...d, content: e.target.value }))}
          data-testid="editor-content"
        />
        <span className={styles.count}>{t('editor.charCount', { n: draft.content.length, max: POST_CONTENT_MAX })}</span>
      </label>

      <div className={styles.field}>
        <span className={styles.label}>{t('editor.images', { n: POST_IMAGES_MAX })}</span>
        <div className={styles.images} data-testid="editor-images">
          {draft.images.map((src, i) => (
            <div key={src + i} className={styles.thumb}>
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={src} alt="" />
              <button type="button" aria-label={t('editor.removeImage')} onClick={() => setDraft((d) => ({ ...d, images: d.images.filter((_, k) => k !== i) }))}>
                ×
              </button>
            </div>
          ))}
          {draft.images.length < POST_IMAGES_MAX && (
            <label className={styles.add}>
              {uploading === null ? t('editor.addImage') : t('editor.uploading', { n: uploading })}
              <input
                type="file"
                accept="image/jpeg,image/png,image/gif,image/webp"
                multiple
                disabled={uploading !== null}
                onChange={(e) => {
                  void addImages(e.target.files);
                  e.target.value = '';
                }}
                data-testid="editor-image-input"
              />
            </label>
          )}
        </div>
      </div>

      <div className={styles.field}>
        <span className={styles.label}>{t('editor.video')}</span>
        <VideoPicker value={draft.video ?? null} onChange={(video) => setDraft((d) => ({ ...d, video }))} onBusyChange={setVideoBusy} disabled={busy} />
      </div>

      <label className={styles.check}>
        <input type="checkbox" checked={draft.isAnonymous} onChange={(e) => setDraft((d) => ({ ...d, isAnonymous: e.target.checked }))} />
        {t('editor.anonymous')}
      </label>

      {error && (
        <p className={styles.error} role="alert" data-testid="editor-error">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={busy || uploading !== null || videoBusy} data-testid="editor-submit">
          {busy ? t('editor.submitting') : postId === null ? t('editor.submit') : t('editor.save')}
        </button>
        <Link href={href('/site/:code', { code: 'risk' })} className={styles.risk}>
          {t('editor.riskNotice')}
        </Link>
      </div>
    </form>
  );
}
