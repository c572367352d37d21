'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Input } from 'antd';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useLocale, useT } from '@/components/providers/i18n-context';
import { COMPANY_TOKEN, type CompanySectionFull, type SectionBatchInput } from '@/lib/contract/company';
import { companyApi, sectionsQuery } from '@/lib/queries/company';
import { TranslationDirectionField, type TranslationDirection } from '@/components/ui/translation-direction-field';
import { ConfirmDelete } from './confirm-delete';
import { SectionTemplates } from './section-templates';
import { useCompanyGuard } from './use-company-guard';
import { ManageAlerts } from './manage-feedback';
import styles from './company.module.css';

/** The news editor's Tiptap body (same extensions; the page renders sections through the same sanitiser), in the browser only. */
const RichTextEditor = dynamic(() => import('@/components/news-editor/rich-text-editor').then((m) => m.RichTextEditor), {
  ssr: false,
  loading: () => <div className={styles.richLoading} />,
});

type Fields = { name: string; content: string; translationDirection: TranslationDirection | null };
type Draft = Record<number, Fields>;
const EMPTY_NEW = { sectionKey: '', name: '', content: '' };

/**
 * L12/L13: edits the company's sections of the page's language in the news editor's rich-text editor (issue 29 item 3); one section saves alone, or all in one batch (U22).
 * Each section carries its translate option (V14), sent with the save, and offers its content templates (V09).
 * A section is added (U21) or deleted (U23) through the same V2 batch; each control checks its own token first.
 */
export function SectionEditor({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const router = useRouter();
  const client = useQueryClient();
  const { denied, guard, has } = useCompanyGuard();
  const { message } = App.useApp();
  const [draft, setDraft] = useState<Draft>({});
  /** Bumped when a template replaces a section's content: the editor owns its document, so it starts again from the template. */
  const [versions, setVersions] = useState<Record<number, number>>({});
  const [addedVersion, setAddedVersion] = useState(0);
  const [added, setAdded] = useState(EMPTY_NEW);
  const [done, setDone] = useState(false);
  const list = sectionsQuery(companyId, locale);
  const sections = useQuery(list);
  const valueOf = (s: CompanySectionFull): Fields => draft[s.id] ?? { name: s.name, content: s.content ?? '', translationDirection: s.translationDirection ?? null };
  const saved = async () => {
    setDone(true);
    await client.invalidateQueries({ queryKey: list.queryKey });
    router.refresh();
  };
  const save = useMutation({
    mutationFn: async (items: CompanySectionFull[]) => {
      const api = await companyApi();
      const input = items.map((s) => ({ id: s.id, ...valueOf(s) }));
      const [one] = input;
      if (input.length === 1 && one) await api.saveSectionContent(api.t, one);
      else await api.saveSectionsBatch(api.t, companyId, { sections: input });
    },
    onSuccess: saved,
  });
  const batch = useMutation({
    mutationFn: async (input: SectionBatchInput) => {
      const api = await companyApi();
      await api.saveSectionsBatch(api.t, companyId, input);
    },
    onSuccess: async (_data, input) => {
      if (input.added?.length) {
        setAdded(EMPTY_NEW);
        setAddedVersion((v) => v + 1);
      }
      await saved();
    },
  });

  if (sections.isPending) return <p className={styles.muted}>{t('common.loading')}</p>;
  if (sections.isError) return <p className={styles.muted}>{t('company.loadFailed')}</p>;
  const edit = (s: CompanySectionFull, patch: Partial<Fields>) => {
    setDone(false);
    setDraft((d) => ({ ...d, [s.id]: { ...valueOf(s), ...patch } }));
  };
  // The editor reports its HTML once on creation: that is not an edit (it would hide 已保存 and mark the section changed).
  const editContent = (s: CompanySectionFull, content: string) => {
    if (content !== valueOf(s).content) edit(s, { content });
  };
  const addSection = (e: FormEvent) => {
    e.preventDefault();
    guard(COMPANY_TOKEN.sectionAdd, () =>
      batch.mutate({ added: [{ sectionKey: added.sectionKey.trim(), name: added.name.trim(), content: added.content, language: locale }] }),
    );
  };
  const failure = save.error ?? batch.error;

  return (
    <div className={styles.editor} data-testid="section-editor">
      {sections.data.map((s) => (
        <fieldset key={s.id} className={styles.sectionFieldset} data-section-key={s.sectionKey}>
          <legend>{valueOf(s).name || s.sectionKey}</legend>
          <label>
            {t('company.sectionName')}
            <Input value={valueOf(s).name} maxLength={40} onChange={(e) => edit(s, { name: e.target.value })} />
          </label>
          <div className={styles.richField}>
            <span>{t('company.sectionContent')}</span>
            <RichTextEditor
              key={`${s.id}-${versions[s.id] ?? 0}`}
              value={valueOf(s).content}
              onChange={(content) => editContent(s, content)}
              onError={(m) => message.error(m)}
              label={t('company.sectionContentOf', { name: valueOf(s).name || s.sectionKey })}
              placeholder={t('company.sectionContentPlaceholder')}
              testId="section-content"
            />
          </div>
          <TranslationDirectionField showLabel value={valueOf(s).translationDirection} onChange={(translationDirection) => edit(s, { translationDirection })} />
          <div className={styles.editorActions}>
            <Button disabled={save.isPending} onClick={() => guard(COMPANY_TOKEN.sectionEdit, () => save.mutate([s]))} data-testid="section-save">
              {t('company.save')}
            </Button>
            <ConfirmDelete
              label={t('company.deleteSection')}
              disabled={batch.isPending}
              onConfirm={() => batch.mutate({ deletedIds: [s.id] })}
              onRefused={has(COMPANY_TOKEN.sectionDelete) ? undefined : () => guard(COMPANY_TOKEN.sectionDelete, () => undefined)}
              testId="section-delete"
            />
          </div>
          <SectionTemplates
            sectionId={s.id}
            language={locale}
            onUse={(content) => {
              edit(s, { content });
              setVersions((v) => ({ ...v, [s.id]: (v[s.id] ?? 0) + 1 }));
            }}
          />
        </fieldset>
      ))}
      <form className={styles.sectionFieldset} onSubmit={addSection} data-testid="section-add-form">
        <h3 className={styles.panelTitle}>{t('company.addSection')}</h3>
        <label>
          {t('company.sectionKey')}
          <Input value={added.sectionKey} required maxLength={40} pattern="[a-z][\w\-]*" onChange={(e) => setAdded((a) => ({ ...a, sectionKey: e.target.value }))} />
        </label>
        <label>
          {t('company.sectionName')}
          <Input value={added.name} required maxLength={40} onChange={(e) => setAdded((a) => ({ ...a, name: e.target.value }))} />
        </label>
        <div className={styles.richField}>
          <span>{t('company.sectionContent')}</span>
          <RichTextEditor
            key={`added-${addedVersion}`}
            value={added.content}
            onChange={(content) => setAdded((a) => ({ ...a, content }))}
            onError={(m) => message.error(m)}
            label={t('company.newSectionContent')}
            placeholder={t('company.sectionContentPlaceholder')}
            testId="section-add-content"
          />
        </div>
        <div className={styles.editorActions}>
          <Button htmlType="submit" disabled={batch.isPending}>
            {t('company.addSection')}
          </Button>
        </div>
      </form>
      <div className={styles.editorActions}>
        <Button type="primary" disabled={save.isPending} onClick={() => guard(COMPANY_TOKEN.sectionEdit, () => save.mutate(sections.data))} data-testid="section-save-all">
          {t('company.saveAll')}
        </Button>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        {done && <span role="status">{t('company.saved')}</span>}
        <ManageAlerts denied={denied} failure={failure} />
      </div>
    </div>
  );
}
