'use client';

import { Button, Checkbox, Form, Input } from 'antd';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useCurrentMember } from '@/stores/use-current-member';
import { draftKey, publishBlocker, readDraft, writeDraft, type PostDraft } from '@/components/post/post-draft';
import { PostFilesField } from '@/components/post/post-files-field';
import { PostImagesField } from '@/components/post/post-images-field';
import { PostTypeField } from '@/components/post/post-type-field';
import { usePostCircles } from '@/components/post/use-post-circles';
import { VideoPicker } from '@/components/post/video-picker';
import { AntdScope } from '@/components/providers/antd-scope';
import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { ERR_BANNED } from '@/lib/constants';
import type { Tag } from '@/lib/contract/basic';
import { JOIN_FIRST_MESSAGE } from '@/lib/contract/circle';
import { POST_CONTENT_MAX, POST_FILES_MAX, POST_IMAGES_MAX, POST_TITLE_MAX, postCreateInput } from '@/lib/contract/post';
import { businessMessage, errorCodeOf, failureText } from '@/lib/queries/error-message';
import { circleMemberTypeOf, greyWordsIn, postTemplate, savePost } from '@/lib/queries/post';
import { zodRule } from '@/lib/validation/zod-rule';
import { useLoginDialog } from '@/stores/dialogs';
import styles from './post-editor.module.css';
import { href } from '@/lib/routing/routes';

export type { PostDraft } from '@/components/post/post-draft';

const DRAFT_SAVE_DELAY_MS = 400;

/** A native select's value as an id (empty option → null), and back. */
const idFromSelect = (e: ChangeEvent<HTMLSelectElement>) => (e.target.value === '' ? null : Number(e.target.value));
const selectValue = (v: number | null | undefined) => ({ value: v ?? '' });

interface Props {
  themes: Tag[];
  siteTags: Tag[];
  initial: PostDraft;
  /** What the URL preselects explicitly (type, theme, circle): it wins over a restored draft. */
  preset?: Partial<Pick<PostDraft, 'tagId' | 'themeTagId' | 'circleId'>>;
  postId: number | null;
  locale: 'zh' | 'en';
}

function Editor({ themes, siteTags, initial, preset, postId, locale }: Props) {
  const t = useT();
  const router = useRouter();
  const login = useLoginDialog();
  const { isLogin, member } = useCurrentMember();
  const key = draftKey(postId);
  const [form] = Form.useForm<PostDraft>();
  // Rendered in the browser only (PostEditorHost), so the saved draft is read at once.
  const [saved] = useState(() => {
    const draft = readDraft(key);
    return draft && preset ? { ...draft, ...preset } : draft;
  });
  const [snapshot, setSnapshot] = useState<PostDraft>(saved ?? initial);
  const [restored, setRestored] = useState(saved !== null);
  const circles = usePostCircles(initial.circleId);
  const [error, setError] = useState<string | null>(null);
  const [templateNote, setTemplateNote] = useState(false);
  const [busy, setBusy] = useState(false);
  const [imagesBusy, setImagesBusy] = useState(false);
  const [videoBusy, setVideoBusy] = useState(false);
  const [filesBusy, setFilesBusy] = useState(false);
  const template = useRef<{ title: string; content: string } | null>(null);
  const keep = useRef(true);
  const current = useCallback((): PostDraft => ({ ...initial, ...form.getFieldsValue(true) }), [form, initial]);

  // Keep the draft while editing, and when the page is closed.
  useEffect(() => {
    const save = () => {
      if (keep.current) writeDraft(key, snapshot, template.current);
    };
    const timer = window.setTimeout(save, DRAFT_SAVE_DELAY_MS);
    window.addEventListener('pagehide', save);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pagehide', save);
    };
  }, [snapshot, key]);

  // G16: a template for the chosen type and theme fills the body while it is empty or still the last template.
  const applyTemplate = async (tagId: number, themeTagId: number | null) => {
    const tpl = await postTemplate(tagId, themeTagId, locale);
    const d = current();
    const last = template.current;
    const untouched = d.content.trim() === '' || (last !== null && d.content === last.content);
    if (!tpl || !untouched) return;
    const titleUntouched = d.title.trim() === '' || (last !== null && d.title === last.title);
    template.current = { title: tpl.title, content: tpl.content };
    setTemplateNote(true);
    form.setFieldsValue({ content: tpl.content, ...(titleUntouched ? { title: tpl.title } : {}) });
    setSnapshot(current());
  };

  const submit = async () => {
    setError(null);
    if (!isLogin) {
      login.open({ redirect: window.location.pathname + window.location.search });
      return;
    }
    if (member?.isBanned) {
      setError(t('error.banned'));
      return;
    }
    if (!(await form.validateFields().then(() => true, () => false))) return;
    const draft = current();
    setBusy(true);
    try {
      // The member's type in the chosen circle, read again at publish time (G18).
      const known = circles.find((c) => c.circleId === draft.circleId)?.type;
      const circleType = draft.circleId === null ? null : (known ?? (await circleMemberTypeOf(draft.circleId)));
      const blocker = publishBlocker(draft, { isBanned: Boolean(member?.isBanned), circleType });
      if (blocker) {
        setError(t(blocker, { n: blocker === 'editor.titleTooLong' ? POST_TITLE_MAX : POST_CONTENT_MAX }));
        return;
      }
      const grey = await greyWordsIn(`${draft.title}\n${draft.content}`);
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
        files: draft.files ?? [],
        isAnonymous: draft.isAnonymous,
      };
      const result = await savePost(body, postId);
      window.localStorage.removeItem(key);
      keep.current = false;
      router.push(href('/community/post/:id', { id: result.id }));
    } catch (e) {
      if (errorCodeOf(e) === ERR_BANNED) setError(t('error.banned'));
      else if (businessMessage(e) === JOIN_FIRST_MESSAGE) setError(t('editor.joinFirst'));
      else setError(t('editor.failed', { msg: failureText(t, e) }));
    } finally {
      setBusy(false);
    }
  };

  const discardDraft = () => {
    window.localStorage.removeItem(key);
    template.current = null;
    form.setFieldsValue(initial);
    setSnapshot(initial);
    setRestored(false);
  };

  const nameOf = (tag: Tag) => (locale === 'en' && tag.enName ? tag.enName : tag.name);
  const fields = postCreateInput.shape;
  const required = t('editor.required');
  // the form's circle as last seen (every change goes through onValuesChange or sets the snapshot): Form.useWatch would
  // render the whole form a second time right after it mounts (issue 28 item 2)
  const circleId = snapshot.circleId;
  return (
    <Form
      form={form}
      layout="vertical"
      className={styles.editor}
      data-testid="post-editor"
      initialValues={{ ...(saved ?? initial), video: (saved ?? initial).video ?? null, files: (saved ?? initial).files ?? [] }}
      onValuesChange={(changed: Partial<PostDraft>) => {
        const all = current();
        setSnapshot(all);
        if (changed.tagId !== undefined || changed.themeTagId !== undefined) void applyTemplate(all.tagId, all.themeTagId);
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

      <Form.Item name="tagId" label={t('editor.type')}>
        <PostTypeField siteTags={siteTags} nameOf={nameOf} />
      </Form.Item>

      <div className={styles.row}>
        <Form.Item name="themeTagId" label={t('editor.theme')} className={styles.field} getValueFromEvent={idFromSelect} getValueProps={selectValue}>
          <select className={styles.select} data-testid="editor-theme">
            <option value="">{t('editor.noTheme')}</option>
            {themes.map((th) => (
              <option key={th.id} value={th.id}>
                {nameOf(th)}
              </option>
            ))}
          </select>
        </Form.Item>
        <Form.Item name="circleId" label={t('editor.circle')} className={styles.field} getValueFromEvent={idFromSelect} getValueProps={selectValue}>
          <select className={styles.select} data-testid="editor-circle">
            <option value="">{t('editor.noCircle')}</option>
            {circles.map((c) => (
              <option key={c.circleId} value={c.circleId}>
                {c.circleName}
              </option>
            ))}
            {typeof circleId === 'number' && !circles.some((c) => c.circleId === circleId) && <option value={circleId}>{circleId}</option>}
          </select>
        </Form.Item>
      </div>

      <Form.Item
        name="title"
        label={t('editor.title')}
        required
        rules={[zodRule(fields.title, { required, tooLong: t('editor.titleTooLong', { n: POST_TITLE_MAX }) })]}
      >
        <Input maxLength={POST_TITLE_MAX} placeholder={t('editor.titlePlaceholder')} data-testid="editor-title" />
      </Form.Item>

      <Form.Item
        name="content"
        label={t('editor.content')}
        required
        rules={[zodRule(fields.content, { required, tooLong: t('editor.contentTooLong', { n: POST_CONTENT_MAX }) })]}
      >
        <Input.TextArea
          className={styles.textarea}
          maxLength={POST_CONTENT_MAX}
          showCount={{ formatter: ({ count }) => t('editor.charCount', { n: count, max: POST_CONTENT_MAX }) }}
          placeholder={t('editor.contentPlaceholder')}
          data-testid="editor-content"
        />
      </Form.Item>

      <Form.Item name="images" label={t('editor.images', { n: POST_IMAGES_MAX })}>
        <PostImagesField onBusyChange={setImagesBusy} onError={setError} />
      </Form.Item>

      <Form.Item name="video" label={t('editor.video')}>
        <VideoPicker value={null} onChange={() => undefined} onBusyChange={setVideoBusy} disabled={busy} />
      </Form.Item>

      <Form.Item name="files" label={t('editor.files', { n: POST_FILES_MAX })}>
        <PostFilesField onBusyChange={setFilesBusy} onError={setError} disabled={busy} />
      </Form.Item>

      <Form.Item name="isAnonymous" valuePropName="checked">
        <Checkbox>{t('editor.anonymous')}</Checkbox>
      </Form.Item>

      {error && (
        <p className={styles.error} role="alert" data-testid="editor-error">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="primary" size="large" autoInsertSpace={false} onClick={() => void submit()} loading={busy} disabled={imagesBusy || videoBusy || filesBusy} data-testid="editor-submit">
          {busy ? t('editor.submitting') : postId === null ? t('auth.publish') : t('company.save')}
        </Button>
        <Link href={href('/site/:code', { code: 'risk' })} className={styles.risk}>
          {t('editor.riskNotice')}
        </Link>
      </div>
    </Form>
  );
}

/**
 * G05/G06/G10/G16–G21: the post editor, an antd Form whose rules come from the API's zod schema. Type,
 * theme (a template fills the body while it is untouched), circle (the member's circles; a preset
 * circle the member has not joined blocks publishing), title, plain-text body, up to 9 images (signed
 * uploads), one video, up to 5 attached files (P16), anonymous; a draft is kept in localStorage until published. Before publishing
 * the text is checked for grey words; banned members and non-members make no call.
 */
export function PostEditor(props: Props) {
  return (
    <AntdScope>
      <Editor {...props} />
    </AntdScope>
  );
}
