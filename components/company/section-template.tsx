'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '@/components/providers/i18n-context';
import type { Locale } from '@/lib/constants';
import { sectionTemplateQuery } from '@/lib/queries/company';
import styles from './company.module.css';

/**
 * L12: the same section in the other language (`GET /company/sections/{id}/template/list?language=`), opened on demand
 * beside the section being edited, so both language versions can be kept in step. Read-only.
 */
export function SectionTemplate({ sectionId, language }: { sectionId: number; language: Locale }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const template = useQuery({ ...sectionTemplateQuery(sectionId, language), enabled: open });
  return (
    <div data-testid="section-template">
      <button type="button" className={`${styles.btn} ${styles.btnSmall}`} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {t('company.otherLanguage')}
      </button>
      {open && template.isPending && <p className={styles.muted}>{t('company.loading')}</p>}
      {open && template.isError && <p className={styles.muted}>{t('company.loadFailed')}</p>}
      {open && template.data === null && <p className={styles.muted}>{t('company.otherLanguageMissing')}</p>}
      {open && template.data && (
        <div className={styles.template} lang={language === 'en' ? 'en' : 'zh-CN'}>
          <strong>{template.data.name}</strong>
          <pre>{template.data.content}</pre>
        </div>
      )}
    </div>
  );
}
