'use client';

import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { companyApi } from '@/lib/queries/company';
import styles from './company.module.css';

/** L10/U32: submits a customer request (it starts PENDING and is reviewed by the platform). */
export function CustomerRequestForm({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const t = useT();
  const [name, setName] = useState('');
  const [category, setCategory] = useState('');
  const submit = useMutation({
    mutationFn: async () => {
      const api = await companyApi();
      return api.addCustomerRequest(api.t, { companyId, name: name.trim(), category: category.trim() || null });
    },
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim()) submit.mutate();
  };
  return (
    <form className={styles.editor} onSubmit={onSubmit} data-testid="customer-request-form">
      <label>
        {t('company.customerName')}
        <input value={name} maxLength={100} required onChange={(e) => setName(e.target.value)} />
      </label>
      <label>
        {t('company.customerCategory')}
        <input value={category} maxLength={40} onChange={(e) => setCategory(e.target.value)} />
      </label>
      <div className={styles.editorActions}>
        <button type="submit" className={`${styles.btn} ${styles.btnPrimary}`} disabled={submit.isPending}>
          {t('company.save')}
        </button>
        <button type="button" className={styles.btn} onClick={onClose}>
          {t('company.cancel')}
        </button>
        {submit.isSuccess && <span role="status">{t('company.requestSent')}</span>}
        {submit.isError && <span role="alert" className={styles.alert}>{(submit.error as { msg?: string }).msg ?? t('company.actionFailed')}</span>}
      </div>
    </form>
  );
}
