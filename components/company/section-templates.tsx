'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '@/components/providers/i18n-context';
import type { Locale } from '@/lib/constants';
import { sectionTemplatesQuery } from '@/lib/queries/company';
import styles from './company.module.css';

/**
 * V09/L12: the content templates of a section, requested with `language` = the interface's locale
 * (`GET /company/sections/{id}/template/list?language=`) and opened on demand. "Use" copies a template's content
 * into the section being edited (not saved until the editor saves).
 */
export function SectionTemplates({ sectionId, language, onUse }: { sectionId: number; language: Locale; onUse: (content: string) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const templates = useQuery({ ...sectionTemplatesQuery(sectionId, language), enabled: open });
  return (
    <div data-testid="section-templates">
      <button type="button" className={`${styles.btn} ${styles.btnSmall}`} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {t('company.templates')}
      </button>
      {open && templates.isPending && <p className={styles.muted}>{t('common.loading')}</p>}
      {open && templates.isError && <p className={styles.muted}>{t('company.loadFailed')}</p>}
      {open && templates.data?.length === 0 && <p className={styles.muted}>{t('company.templatesEmpty')}</p>}
      {open && templates.data && templates.data.length > 0 && (
        <ul className={styles.templates}>
          {templates.data.map((tpl) => (
            <li key={tpl.id} className={styles.template} data-testid="section-template">
              <strong>{tpl.name}</strong>
              <pre>{tpl.content}</pre>
              <button type="button" className={`${styles.btn} ${styles.btnSmall}`} onClick={() => onUse(tpl.content)}>
                {t('company.useTemplate')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
