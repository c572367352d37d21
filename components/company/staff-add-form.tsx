'use client';

import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { href } from '@/lib/routing/routes';
import { companyApi } from '@/lib/queries/company';
import styles from './company.module.css';

/** L07/U27: adds a staff profile to the company; the new profile's page is linked once saved. */
export function StaffAddForm({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const t = useT();
  const router = useRouter();
  const [name, setName] = useState('');
  const [position, setPosition] = useState('');
  const [description, setDescription] = useState('');
  const add = useMutation({
    mutationFn: async () => {
      const api = await companyApi();
      return api.addStaff(api.t, { companyId, name: name.trim(), position: position.trim() || null, description: description.trim() || null });
    },
    onSuccess: () => router.refresh(),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim()) add.mutate();
  };
  return (
    <form className={styles.editor} onSubmit={submit} data-testid="staff-add-form">
      <label>
        {t('company.staffName')}
        <input value={name} required maxLength={40} onChange={(e) => setName(e.target.value)} />
      </label>
      <label>
        {t('company.staffPosition')}
        <input value={position} maxLength={40} onChange={(e) => setPosition(e.target.value)} />
      </label>
      <label>
        {t('company.staffDescription')}
        <textarea value={description} maxLength={500} onChange={(e) => setDescription(e.target.value)} />
      </label>
      <div className={styles.editorActions}>
        <button type="submit" className={`${styles.btn} ${styles.btnPrimary}`} disabled={add.isPending}>
          {t('company.save')}
        </button>
        <button type="button" className={styles.btn} onClick={onClose}>
          {t('company.cancel')}
        </button>
        {add.data && <Link href={href('/management/:managerCode', { managerCode: add.data.code })}>{t('company.viewProfile')}</Link>}
        {add.isError && <span role="alert" className={styles.alert}>{(add.error as { msg?: string }).msg ?? t('company.actionFailed')}</span>}
      </div>
    </form>
  );
}
