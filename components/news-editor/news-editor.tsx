'use client';

import { Alert, App, Button, Form, Input, Radio, Select, Space } from 'antd';
import { useRouter } from 'next/navigation';
import { Fragment, useRef, useState, type ReactNode } from 'react';
import { AntdScope } from '@/components/providers/antd-scope';
import { useT } from '@/components/providers/i18n-context';
import { clientTransport } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { createNews, updateNews } from '@/lib/api/news-manage';
import { validateWords } from '@/lib/api/words';
import { NEWS_COVER_PREFIX, UPLOAD_MAX_BYTES } from '@/lib/constants';
import type { TagRef } from '@/lib/contract/common';
import { NEWS_SUMMARY_MAX, NEWS_TAGS_MAX, NEWS_TITLE_MAX, type NewsCreateInput, type NewsManageDetail } from '@/lib/contract/news-manage';
import { uploadFile } from '@/lib/upload/upload';
import { RichTextEditor } from './rich-text-editor';
import styles from './news-editor.module.css';
import { href } from '@/lib/routing/routes';

type Direction = 'NONE' | 'ZH_TO_EN' | 'EN_TO_ZH';
interface Values {
  title: string;
  summary?: string;
  tagIds?: number[];
  direction: Direction;
}

/** The text of an HTML fragment as the browser reads it (for word checks and the grey-word view). */
function textOf(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** `text` with each grey word wrapped in <mark> (F33: matches are highlighted). */
function highlight(text: string, words: string[]): ReactNode[] {
  if (words.length === 0) return [text];
  const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return text.split(new RegExp(`(${escaped.join('|')})`, 'g')).map((part, i) => (words.includes(part) ? <mark key={i}>{part}</mark> : <Fragment key={i}>{part}</Fragment>));
}

function CoverField({ value, onChange, onError }: { value: string | null; onChange: (url: string | null) => void; onError: (m: string) => void }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > UPLOAD_MAX_BYTES.image) {
      onError(t('upload.tooLarge', { n: UPLOAD_MAX_BYTES.image / 1024 / 1024 }));
      return;
    }
    setProgress(0);
    try {
      const stored = await uploadFile(file, { prefix: NEWS_COVER_PREFIX, onProgress: setProgress });
      onChange(stored.url);
    } catch {
      onError(t('upload.failed'));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div className={styles.cover}>
      {value && (
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.coverImg} src={value} alt={t('newsEditor.cover')} data-testid="news-cover-preview" />
      )}
      <Button autoInsertSpace={false} onClick={() => input.current?.click()} loading={progress !== null}>
        {progress !== null ? t('upload.uploading', { percent: progress }) : value ? t('newsEditor.coverReplace') : t('newsEditor.coverPick')}
      </Button>
      {value && <Button autoInsertSpace={false} onClick={() => onChange(null)}>{t('newsEditor.coverRemove')}</Button>}
      <input
        ref={input}
        className={styles.fileInput}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        data-testid="news-cover-input"
        onChange={(e) => void pick(e.target.files?.[0])}
      />
    </div>
  );
}

function Editor({ initial, themeTags }: { initial: NewsManageDetail | null; themeTags: TagRef[] }) {
  const t = useT();
  const router = useRouter();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [id, setId] = useState<number | null>(initial?.id ?? null);
  const [status, setStatus] = useState<'DRAFT' | 'PUBLISHED'>(initial?.publishStatus ?? 'DRAFT');
  const [cover, setCover] = useState<string | null>(initial?.coverImg ?? null);
  const [body, setBody] = useState(initial?.content ?? '');
  const [busy, setBusy] = useState<null | 'draft' | 'preview' | 'publish'>(null);
  const [grey, setGrey] = useState<{ words: string[]; text: string } | null>(null);
  const [bodyError, setBodyError] = useState(false);

  const save = async (action: 'draft' | 'preview' | 'publish') => {
    const values = await form.validateFields().catch(() => null);
    const text = textOf(body);
    const empty = !text && !/<img\s/i.test(body);
    setBodyError(empty);
    if (!values || empty) return;
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
        content: body,
        coverImg: cover,
        tagIds: values.tagIds ?? [],
        translationDirection: values.direction === 'NONE' ? null : values.direction,
        publishStatus,
      };
      const saved = id ? await updateNews(clientTransport, { ...input, id }) : await createNews(clientTransport, input);
      setId(saved.id);
      setStatus(saved.publishStatus);
      if (action === 'publish') {
        message.success(t('newsEditor.published'));
        router.push(href('/news/:id', { id: saved.id }));
      } else if (action === 'preview') {
        router.push(href('/preview/news/:id', { id: saved.id }));
      } else {
        message.success(t('newsEditor.saved'));
        if (!id) router.replace(href('/news/edit/:id', { id: saved.id }));
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

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{initial ? t('newsEditor.editTitle') : t('newsEditor.createTitle')}</h1>
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          title: initial?.title ?? '',
          summary: initial?.summary ?? '',
          tagIds: initial?.tagIds ?? [],
          direction: initial?.translationDirection ?? 'NONE',
        }}
      >
        <Form.Item name="title" label={t('newsEditor.title')} rules={[{ required: true, whitespace: true, message: t('newsEditor.titleRequired') }]}>
          <Input maxLength={NEWS_TITLE_MAX} showCount placeholder={t('newsEditor.titlePlaceholder')} data-testid="news-title" />
        </Form.Item>
        <Form.Item name="summary" label={t('newsEditor.summary')}>
          <Input.TextArea rows={2} maxLength={NEWS_SUMMARY_MAX} showCount placeholder={t('newsEditor.summaryPlaceholder')} />
        </Form.Item>
        <Form.Item label={t('newsEditor.cover')}>
          <CoverField value={cover} onChange={setCover} onError={(m) => message.error(m)} />
        </Form.Item>
        <Form.Item label={t('newsEditor.body')} required validateStatus={bodyError ? 'error' : undefined} help={bodyError ? t('newsEditor.bodyRequired') : undefined}>
          <RichTextEditor initialHtml={initial?.content ?? ''} onChange={setBody} onError={(m) => message.error(m)} />
        </Form.Item>
        <Form.Item name="tagIds" label={t('newsEditor.tags')}>
          <Select
            mode="multiple"
            maxCount={NEWS_TAGS_MAX}
            placeholder={t('newsEditor.tagsPlaceholder')}
            options={themeTags.map((tag) => ({ value: tag.id, label: tag.name }))}
            optionFilterProp="label"
          />
        </Form.Item>
        <Form.Item name="direction" label={t('newsEditor.direction')}>
          <Radio.Group
            options={[
              { value: 'NONE', label: t('newsEditor.directionNone') },
              { value: 'ZH_TO_EN', label: t('newsEditor.directionZhEn') },
              { value: 'EN_TO_ZH', label: t('newsEditor.directionEnZh') },
            ]}
          />
        </Form.Item>
        {grey && (
          <Alert
            className={styles.grey}
            type="error"
            showIcon
            title={t('newsEditor.greyWordsTitle')}
            description={
              <>
                <Space wrap>
                  {grey.words.map((w) => (
                    <mark key={w}>{w}</mark>
                  ))}
                </Space>
                <p className={styles.greyText} data-testid="grey-text">
                  {highlight(grey.text, grey.words)}
                </p>
              </>
            }
            style={{ marginBottom: 16 }}
          />
        )}
        <div className={styles.actions}>
          <Button autoInsertSpace={false} onClick={() => void save('draft')} loading={busy === 'draft'} disabled={busy !== null && busy !== 'draft'}>
            {t('newsEditor.saveDraft')}
          </Button>
          <Button autoInsertSpace={false} onClick={() => void save('preview')} loading={busy === 'preview'} disabled={busy !== null && busy !== 'preview'}>
            {t('newsEditor.preview')}
          </Button>
          <Button autoInsertSpace={false} type="primary" onClick={() => void save('publish')} loading={busy === 'publish'} disabled={busy !== null && busy !== 'publish'}>
            {busy === 'publish' ? t('newsEditor.checking') : t('newsEditor.publish')}
          </Button>
        </div>
      </Form>
    </div>
  );
}

/** F14 / F15 / F33: the news editor of column owners (personal pages only, so antd loads here). */
export function NewsEditor(props: { initial: NewsManageDetail | null; themeTags: TagRef[] }) {
  return (
    <AntdScope>
      <Editor {...props} />
    </AntdScope>
  );
}
