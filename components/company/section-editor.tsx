'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useLocale, useT } from '@/components/providers/i18n-context';
import { SECTION_CONTENT_MAX, type CompanySectionFull } from '@/lib/contract/company';
import { companyApi, sectionsQuery } from '@/lib/queries/company';
import styles from './company.module.css';

type Draft = Record<number, { name: string; content: string }>;

/** L13/U22: edits the company's sections of the page's language; one section saves alone, or all in one batch. */
export function SectionEditor({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const router = useRouter();
  const [draft, setDraft] = useState<Draft>({});
  const [done, setDone] = useState(false);
  const sections = useQuery(sectionsQuery(companyId, locale));
  const valueOf = (s: CompanySectionFull) => draft[s.id] ?? { name: s.name, content: s.content ?? '' };
  const save = useMutation({
    mutationFn: async (list: CompanySectionFull[]) => {
      const api = await companyApi();
      const input = list.map((s) => ({ id: s.id, ...valueOf(s) }));
      const [one] = input;
      if (input.length === 1 && one) await api.saveSectionContent(api.t, one);
      else await api.saveSectionsBatch(api.t, companyId, { sections: input });
    },
    onSuccess: () => {
      setDone(true);
      router.refresh();
    },
  });

  if (sections.isPending) return <p className={styles.muted}>{t('company.loading')}</p>;
  if (sections.isError) return <p className={styles.muted}>{t('company.loadFailed')}</p>;
  const edit = (s: CompanySectionFull, patch: Partial<{ name: string; content: string }>) => {
    setDone(false);
    setDraft((d) => ({ ...d, [s.id]: { ...valueOf(s), ...patch } }));
  };

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
          <div className={styles.editorActions}>
            <button type="button" className={styles.btn} disabled={save.isPending} onClick={() => save.mutate([s])}>
              {t('company.save')}
            </button>
          </div>
        </fieldset>
      ))}
      <div className={styles.editorActions}>
        <button type="button" className={`${styles.btn} ${styles.btnPrimary}`} disabled={save.isPending} onClick={() => save.mutate(sections.data)} data-testid="section-save-all">
          {t('company.saveAll')}
        </button>
        <button type="button" className={styles.btn} onClick={onClose}>
          {t('company.cancel')}
        </button>
        {done && <span role="status">{t('company.saved')}</span>}
        {save.isError && <span role="alert" className={styles.alert}>{(save.error as { msg?: string }).msg ?? t('company.actionFailed')}</span>}
      </div>
    </div>
  );
}
