'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useT } from '@/components/providers/i18n-context';
import type { MessageKey } from '@/locales/zh';
import { companyApi, contactQuery } from '@/lib/queries/company';
import { ManageAlerts } from './manage-feedback';
import styles from './company.module.css';

type Field = 'contactPerson' | 'contactPhone' | 'contactEmail' | 'address';
const FIELDS: { name: Field; label: MessageKey; max: number; type?: string }[] = [
  { name: 'contactPerson', label: 'company.contactPerson', max: 40 },
  { name: 'contactPhone', label: 'company.contactPhone', max: 30, type: 'tel' },
  { name: 'contactEmail', label: 'account.email', max: 100, type: 'email' },
  { name: 'address', label: 'company.address', max: 200 },
];

/** L16/U31: edits the company's contact data (`PUT /company/companies` with the contact fields only). */
export function ContactForm({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const t = useT();
  const router = useRouter();
  const [values, setValues] = useState<Partial<Record<Field, string>>>({});
  const current = useQuery(contactQuery(companyId));
  const save = useMutation({
    mutationFn: async () => {
      const api = await companyApi();
      const c = current.data;
      await api.updateCompany(api.t, {
        companyId,
        contactPerson: values.contactPerson ?? c?.person ?? '',
        contactPhone: values.contactPhone ?? c?.phone ?? '',
        contactEmail: values.contactEmail ?? c?.email ?? '',
        address: values.address ?? c?.address ?? '',
      });
    },
    onSuccess: () => router.refresh(),
  });
  const initial: Record<Field, string> = {
    contactPerson: current.data?.person ?? '',
    contactPhone: current.data?.phone ?? '',
    contactEmail: current.data?.email ?? '',
    address: current.data?.address ?? '',
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <form className={styles.editor} onSubmit={submit} data-testid="contact-form">
      {FIELDS.map((f) => (
        <label key={f.name}>
          {t(f.label)}
          <input type={f.type ?? 'text'} maxLength={f.max} value={values[f.name] ?? initial[f.name]} onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))} />
        </label>
      ))}
      <div className={styles.editorActions}>
        <button type="submit" className={`${styles.btn} ${styles.btnPrimary}`} disabled={save.isPending || current.isPending}>
          {t('company.save')}
        </button>
        <button type="button" className={styles.btn} onClick={onClose}>
          {t('common.cancel')}
        </button>
        {save.isSuccess && <span role="status">{t('company.saved')}</span>}
        <ManageAlerts failure={save.error} />
      </div>
    </form>
  );
}
