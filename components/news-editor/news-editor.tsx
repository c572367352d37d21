'use client';

import { App, Button, Form, Input, Select } from 'antd';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { AntdScope } from '@/components/providers/antd-scope';
import { TranslationDirectionField, type TranslationDirection } from '@/components/ui/translation-direction-field';
import { useLocale, useT } from '@/components/providers/i18n-context';
import { clientTransport } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { createNews, updateNews } from '@/lib/api/news-manage';
import { validateWords } from '@/lib/api/words';
import type { TagRef } from '@/lib/contract/common';
import {
  NEWS_CONTENT_MAX,
  NEWS_SUMMARY_MAX,
  NEWS_TAGS_MAX,
  NEWS_TITLE_MAX,
  newsCreateInput,
  type NewsCreateInput,
  type NewsManageDetail,
} from '@/lib/contract/news-manage';
import { zodRule } from '@/lib/validation/zod-rule';
import { isEmptyBody, textOf } from './body-text';
import { CoverField } from './cover-field';
import { GreyWordsAlert } from './grey-words-alert';
import styles from './news-editor.module.css';
import { href } from '@/lib/routing/routes';

/** Tiptap loads with the editor, in the browser only. */
const RichTextEditor = dynamic(() => import('./rich-text-editor').then((m) => m.RichTextEditor), {
  ssr: false,
  loading: () => <div className={styles.editorLoading} />,
});

interface Values {
  title: string;
  classTagId?: number | null;
  summary?: string;
  content: string;
  tagIds?: number[];
  direction: TranslationDirection | null;
}

/**
 * What the editor writes: news, or a case (issue 29 item 6) — a news item of the case class or one of its child
 * classes, chosen here and kept on every save (an edit without it once turned a case into news).
 */
export interface CaseClasses {
  root: TagRef;
  classTags: TagRef[];
}

function Editor({ initial, themeTags, cases }: { initial: NewsManageDetail | null; themeTags: TagRef[]; cases: CaseClasses | null }) {
  const t = useT();
  const locale = useLocale();
  const router = useRouter();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [id, setId] = useState<number | null>(initial?.id ?? null);
  const [status, setStatus] = useState<'DRAFT' | 'PUBLISHED'>(initial?.publishStatus ?? 'DRAFT');
  const [cover, setCover] = useState<string | null>(initial?.coverImg ?? null);
  const [busy, setBusy] = useState<null | 'draft' | 'preview' | 'publish'>(null);
  const [grey, setGrey] = useState<{ words: string[]; text: string } | null>(null);
  const fields = newsCreateInput.shape;
  const isCase = cases !== null;
  const caseClassOptions = cases ? [cases.root, ...cases.classTags].map((tag) => ({ value: tag.id, label: locale === 'en' ? (tag.enName ?? tag.name) : tag.name })) : [];
  const pageOf = (saved: number) => (isCase ? href('/case/:id', { id: saved }) : href('/news/:id', { id: saved }));
  const previewOf = (saved: number) => (isCase ? href('/preview/case/:id', { id: saved }) : href('/preview/news/:id', { id: saved }));
  const editOf = (saved: number) => href('/news/edit/:id', { id: saved });

  const save = async (action: 'draft' | 'preview' | 'publish') => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const text = textOf(values.content);
    setBusy(action);
    setGrey(null);
    try {
      const publishStatus = action === 'publish' ? 'PUBLISHED' : action === 'preview' ? status : 'DRAFT';
      if (publishStatus === 'PUBLISHED') {
        const all = [values.title, values.summary ?? '', text].join('\n');
        const words = await validateWords(clientTransport, all);
        if (words.length > 0) {
          setGrey({ words, text: all });
          return;
        }
      }
      const input: NewsCreateInput = {
        title: values.title,
        summary: values.summary || null,
        content: values.content,
        coverImg: cover,
        // a case keeps the class chosen here; news keeps the class it was stored with
        classTagId: isCase ? (values.classTagId ?? null) : (initial?.classTagId ?? null),
        tagIds: values.tagIds ?? [],
        translationDirection: values.direction ?? null,
        publishStatus,
      };
      const saved = id ? await updateNews(clientTransport, { ...input, id }) : await createNews(clientTransport, input);
      setId(saved.id);
      setStatus(saved.publishStatus);
      if (action === 'publish') {
        message.success(t('newsEditor.published'));
        router.push(pageOf(saved.id));
      } else if (action === 'preview') {
        router.push(previewOf(saved.id));
      } else {
        message.success(t('newsEditor.saved'));
        if (!id) router.replace(editOf(saved.id));
      }
    } catch (error) {
      if (isApiError(error) && Array.isArray(error.data) && error.data.length > 0) {
        setGrey({ words: error.data.map(String), text: [values.title, values.summary ?? '', text].join('\n') });
      } else {
        message.error((isApiError(error) && error.code > 0 && error.msg) || t('interact.failed'));
      }
    } finally {
      setBusy(null);
    }
  };

  const button = (action: 'draft' | 'preview' | 'publish', label: string, primary = false) => (
    <Button
      autoInsertSpace={false}
      type={primary ? 'primary' : 'default'}
      onClick={() => void save(action)}
      loading={busy === action}
      disabled={busy !== null && busy !== action}
    >
      {label}
    </Button>
  );

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{isCase ? (initial ? t('caseEditor.editTitle') : t('caseEditor.createTitle')) : initial ? t('newsEditor.editTitle') : t('newsEditor.createTitle')}</h1>
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          title: initial?.title ?? '',
          classTagId: initial?.classTagId ?? cases?.classTags[0]?.id ?? cases?.root.id ?? null,
          summary: initial?.summary ?? '',
          content: initial?.content ?? '',
          tagIds: initial?.tagIds ?? [],
          direction: initial?.translationDirection ?? null,
        }}
      >
        <Form.Item
          name="title"
          label={t('editor.title')}
          required
          rules={[zodRule(fields.title, { required: t('newsEditor.titleRequired'), tooLong: t('editor.titleTooLong', { n: NEWS_TITLE_MAX }) })]}
        >
          <Input maxLength={NEWS_TITLE_MAX} showCount placeholder={t('newsEditor.titlePlaceholder')} data-testid="news-title" />
        </Form.Item>
        {isCase && (
          <Form.Item name="classTagId" label={t('caseEditor.class')} required rules={[{ required: true, message: t('caseEditor.classRequired') }]}>
            <Select options={caseClassOptions} placeholder={t('caseEditor.classPlaceholder')} data-testid="case-class" />
          </Form.Item>
        )}
        <Form.Item
          name="summary"
          label={t('newsEditor.summary')}
          rules={[zodRule(fields.summary, { required: t('newsEditor.summaryTooLong', { n: NEWS_SUMMARY_MAX }), tooLong: t('newsEditor.summaryTooLong', { n: NEWS_SUMMARY_MAX }) })]}
        >
          <Input.TextArea rows={2} maxLength={NEWS_SUMMARY_MAX} showCount placeholder={t('newsEditor.summaryPlaceholder')} />
        </Form.Item>
        <Form.Item label={t('newsEditor.cover')}>
          <CoverField value={cover} onChange={setCover} onError={(m) => message.error(m)} />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('newsEditor.body')}
          required
          rules={[
            // markup without text (an emptied body); a body never written in is the contract rule's (one message, not two)
            { validator: async (_rule, value: string | undefined) => (value && isEmptyBody(value) ? Promise.reject(new Error(t('newsEditor.bodyRequired'))) : undefined) },
            zodRule(fields.content, { required: t('newsEditor.bodyRequired'), tooLong: t('newsEditor.bodyTooLong', { n: NEWS_CONTENT_MAX }) }),
          ]}
        >
          <RichTextEditor onError={(m) => message.error(m)} />
        </Form.Item>
        <Form.Item name="tagIds" label={t('news.tags')}>
          <Select
            mode="multiple"
            maxCount={NEWS_TAGS_MAX}
            placeholder={t('newsEditor.tagsPlaceholder')}
            options={themeTags.map((tag) => ({ value: tag.id, label: tag.name }))}
            optionFilterProp="label"
          />
        </Form.Item>
        <Form.Item name="direction" label={t('translation.direction')}>
          <TranslationDirectionField />
        </Form.Item>
        {grey && <GreyWordsAlert words={grey.words} text={grey.text} />}
        <div className={styles.actions}>
          {button('draft', t('newsEditor.saveDraft'))}
          {button('preview', t('newsEditor.preview'))}
          {button('publish', busy === 'publish' ? t('newsEditor.checking') : t('auth.publish'), true)}
        </div>
      </Form>
    </div>
  );
}

/** F14 / F15 / F33, M05–M07: the news and case editor of column owners (personal pages only, so antd loads here). */
export function NewsEditor(props: { initial: NewsManageDetail | null; themeTags: TagRef[]; cases?: CaseClasses | null }) {
  return (
    <AntdScope>
      <Editor initial={props.initial} themeTags={props.themeTags} cases={props.cases ?? null} />
    </AntdScope>
  );
}
