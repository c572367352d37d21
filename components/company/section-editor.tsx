'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useLocale, useT } from '@/components/providers/i18n-context';
import { COMPANY_TOKEN, SECTION_CONTENT_MAX, type CompanySectionFull, type SectionBatchInput } from '@/lib/contract/company';
import { companyApi, sectionsQuery } from '@/lib/queries/company';
import { TranslationDirectionField, type TranslationDirection } from '@/components/ui/translation-direction-field';
import { SectionTemplates } from './section-templates';
import { useCompanyGuard } from './use-company-guard';
import { ManageAlerts } from './manage-feedback';
import styles from './company.module.css';

type Fields = { name: string; content: string; translationDirection: TranslationDirection | null };
type Draft = Record<number, Fields>;
const EMPTY_NEW = { sectionKey: '', name: '', content: '' };

/**
 * L12/L13: edits the company's sections of the page's language; one section saves alone, or all in one batch (U22).
 * Each section carries its translate option (V14), sent with the save, and offers its content templates (V09).
 * A section is added (U21) or deleted (U23) through the same V2 batch; each control checks its own token first.
 */
export function SectionEditor({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const router = useRouter();
  const client = useQueryClient();
  const { denied, guard } = useCompanyGuard();
  const [draft, setDraft] = useState<Draft>({});
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
      if (input.added?.length) setAdded(EMPTY_NEW);
      await saved();
    },
  });

  if (sections.isPending) return <p className={styles.muted}>{t('company.loading')}</p>;
  if (sections.isError) return <p className={styles.muted}>{t('company.loadFailed')}</p>;
  const edit = (s: CompanySectionFull, patch: Partial<Fields>) => {
    setDone(false);
    setDraft((d) => ({ ...d, [s.id]: { ...valueOf(s), ...patch } }));
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
        <fieldset key={s.id} className={styles.editor} data-section-key={s.sectionKey}>
          <label>
            {t('company.sectionName')}
            <input value={valueOf(s).name} maxLength={40} onChange={(e) => edit(s, { name: e.target.value })} />
          </label>
          <label>
            {t('company.sectionContent')}
            <textarea value={valueOf(s).content} maxLength={SECTION_CONTENT_MAX} onChange={(e) => edit(s, { content: e.target.value })} />
          </label>
          <TranslationDirectionField showLabel value={valueOf(s).translationDirection} onChange={(translationDirection) => edit(s, { translationDirection })} />
          <div className={styles.editorActions}>
            <button type="button" className={styles.btn} disabled={save.isPending} onClick={() => guard(COMPANY_TOKEN.sectionEdit, () => save.mutate([s]))}>
              {t('company.save')}
            </button>
            <button
              type="button"
              className={styles.btn}
              disabled={batch.isPending}
              onClick={() => guard(COMPANY_TOKEN.sectionDelete, () => window.confirm(t('company.confirmDelete')) && batch.mutate({ deletedIds: [s.id] }))}
              data-testid="section-delete"
            >
              {t('company.deleteSection')}
            </button>
          </div>
          <SectionTemplates sectionId={s.id} language={locale} onUse={(content) => edit(s, { content })} />
        </fieldset>
      ))}
      <form className={styles.editor} onSubmit={addSection} data-testid="section-add-form">
        <h3 className={styles.panelTitle}>{t('company.addSection')}</h3>
        <label>
          {t('company.sectionKey')}
          <input value={added.sectionKey} required maxLength={40} pattern="[a-z][\w\-]*" onChange={(e) => setAdded((a) => ({ ...a, sectionKey: e.target.value }))} />
        </label>
        <label>
          {t('company.sectionName')}
          <input value={added.name} required maxLength={40} onChange={(e) => setAdded((a) => ({ ...a, name: e.target.value }))} />
        </label>
        <label>
          {t('company.sectionContent')}
          <textarea value={added.content} maxLength={SECTION_CONTENT_MAX} onChange={(e) => setAdded((a) => ({ ...a, content: e.target.value }))} />
        </label>
        <div className={styles.editorActions}>
          <button type="submit" className={styles.btn} disabled={batch.isPending}>
            {t('company.addSection')}
          </button>
        </div>
      </form>
      <div className={styles.editorActions}>
        <button
          type="button"
          className={`${styles.btn} ${styles.btnPrimary}`}
          disabled={save.isPending}
          onClick={() => guard(COMPANY_TOKEN.sectionEdit, () => save.mutate(sections.data))}
          data-testid="section-save-all"
        >
          {t('company.saveAll')}
        </button>
        <button type="button" className={styles.btn} onClick={onClose}>
          {t('company.cancel')}
        </button>
        {done && <span role="status">{t('company.saved')}</span>}
        <ManageAlerts denied={denied} failure={failure} />
      </div>
    </div>
  );
}
