'use client';

import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { UPLOAD_PREFIX } from '@/lib/constants';
import { COMPANY_TOKEN, type StaffDetail } from '@/lib/contract/company';
import { companyApi } from '@/lib/queries/company';
import { href } from '@/lib/routing/routes';
import { useSingleUpload } from '@/lib/upload/use-single-upload';
import { IMAGE_ACCEPT, imageProblem } from './upload-checks';
import { ConfirmDelete } from './confirm-delete';
import { useCompanyGuard } from './use-company-guard';
import { ManageAlerts } from './manage-feedback';
import styles from './company.module.css';

interface Values {
  name: string;
  position: string;
  description: string;
  avatar: string | null;
}

/**
 * L07/L08/L22: a staff (manager) profile of a company — name, position, photo (uploaded under `company/image/`),
 * description. New (`POST /company/staff`, U27) or existing (`PUT /company/staff`, U28; delete with U29). Each action
 * checks its token first: without it the message shows and no call is made; the API checks it again with the company.
 */
export function StaffForm({ companyId, companyPath, initial }: { companyId: number; companyPath: string; initial?: StaffDetail }) {
  const t = useT();
  const router = useRouter();
  const { denied, guard, has } = useCompanyGuard();
  const [values, setValues] = useState<Values>({
    name: initial?.name ?? '',
    position: initial?.position ?? '',
    description: initial?.description ?? '',
    avatar: initial?.avatar ?? null,
  });
  const avatar = useSingleUpload({
    prefix: UPLOAD_PREFIX.companyImage,
    check: (file) => imageProblem(t, file),
    failedText: t('company.uploadFailed'),
    onUploaded: (url) => setValues((v) => ({ ...v, avatar: url })),
  });
  const save = useMutation({
    mutationFn: async () => {
      const api = await companyApi();
      const body = { name: values.name.trim(), position: values.position.trim() || null, description: values.description.trim() || null, avatar: values.avatar };
      if (initial) {
        await api.updateStaff(api.t, { id: initial.id, ...body });
        return initial.code;
      }
      return (await api.addStaff(api.t, { companyId, ...body })).code;
    },
    onSuccess: (code) => {
      if (!initial) router.replace(href('/management/edit/:managerCode', { managerCode: code }));
      else router.refresh();
    },
  });
  const remove = useMutation({
    mutationFn: async (id: number) => {
      const api = await companyApi();
      await api.deleteStaff(api.t, id);
    },
    onSuccess: () => router.push(companyPath),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!values.name.trim()) return;
    guard(initial ? COMPANY_TOKEN.staffEdit : COMPANY_TOKEN.staffAdd, () => save.mutate());
  };
  const failure = save.error ?? remove.error;

  return (
    <form className={`${styles.card} ${styles.editor}`} onSubmit={submit} data-testid="staff-form">
      <div className={styles.logoField}>
        {/* eslint-disable-next-line @next/next/no-img-element -- stored uploads of any host */}
        {values.avatar && <img className={styles.logo} src={values.avatar} alt={t('company.staffAvatar')} width={88} height={88} data-testid="staff-avatar" />}
        <label>
          {t('company.staffAvatar')}
          <input className="visually-hidden" type="file" accept={IMAGE_ACCEPT} onChange={(e) => void avatar.pick(e.target.files?.[0])} data-testid="staff-avatar-upload" />
        </label>
        {avatar.progress !== null && <progress max={100} value={avatar.progress} aria-label={t('company.staffAvatar')} />}
        {avatar.error && (
          <span role="alert" className={styles.alert}>
            {avatar.error}
          </span>
        )}
      </div>
      <label>
        {t('checkout.name')}
        <input value={values.name} required maxLength={40} onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))} data-testid="staff-name" />
      </label>
      <label>
        {t('wizard.position')}
        <input value={values.position} maxLength={40} onChange={(e) => setValues((v) => ({ ...v, position: e.target.value }))} data-testid="staff-position" />
      </label>
      <label>
        {t('company.staffDescription')}
        <textarea value={values.description} maxLength={500} onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))} />
      </label>
      <div className={styles.editorActions}>
        <button type="submit" className={`${styles.btn} ${styles.btnPrimary}`} disabled={save.isPending || avatar.progress !== null} data-testid="staff-save">
          {t('company.save')}
        </button>
        {initial && (
          <ConfirmDelete
            disabled={remove.isPending}
            onConfirm={() => remove.mutate(initial.id)}
            onRefused={has(COMPANY_TOKEN.staffDelete) ? undefined : () => guard(COMPANY_TOKEN.staffDelete, () => undefined)}
            testId="staff-form-delete"
          />
        )}
        {initial && <Link href={href('/management/:managerCode', { managerCode: initial.code })}>{t('company.viewProfile')}</Link>}
        {save.isSuccess && initial && <span role="status">{t('company.saved')}</span>}
      </div>
      <ManageAlerts denied={denied} failure={failure} as="p" />
    </form>
  );
}
