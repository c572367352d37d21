'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_LOGO } from '@/components/ui/logo-image';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { LocationPicker } from '@/components/wizard/location-picker';
import { UPLOAD_PREFIX } from '@/lib/constants';
import { companyApi, companyDetailQuery } from '@/lib/queries/company';
import { useSingleUpload } from '@/lib/upload/use-single-upload';
import { IMAGE_ACCEPT, imageProblem } from './upload-checks';
import { ManageAlerts } from './manage-feedback';
import styles from './company.module.css';

interface Draft {
  intro?: string;
  website?: string;
  locationId?: number | null;
  logo?: string;
}

/**
 * L16/L17/L20, U30: the company's info — intro, website, place (region tree), logo (uploaded under `company/image/`
 * through the signed flow) — saved with `PUT /company/companies`, and the show-file-name toggle
 * (`PUT /company/companies/show-file-name`), which applies at once.
 */
export function CompanyInfoForm({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const t = useT();
  const router = useRouter();
  const client = useQueryClient();
  const detailQuery = companyDetailQuery(companyId);
  const detail = useQuery(detailQuery);
  const [draft, setDraft] = useState<Draft>({});
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: detailQuery.queryKey });
    router.refresh();
  };
  const logo = useSingleUpload({
    prefix: UPLOAD_PREFIX.companyImage,
    check: (file) => imageProblem(t, file),
    failedText: t('company.uploadFailed'),
    onUploaded: (url) => setDraft((d) => ({ ...d, logo: url })),
  });
  const save = useMutation({
    mutationFn: async () => {
      const api = await companyApi();
      const c = detail.data;
      await api.updateCompany(api.t, {
        companyId,
        intro: draft.intro ?? c?.intro ?? '',
        website: draft.website ?? c?.website ?? '',
        ...(draft.locationId !== undefined ? { locationId: draft.locationId } : {}),
        ...(draft.logo ? { logo: draft.logo } : {}),
      });
    },
    onSuccess: refresh,
  });
  const toggle = useMutation({
    mutationFn: async (show: boolean) => {
      const api = await companyApi();
      await api.setShowFileName(api.t, companyId, show);
    },
    onSuccess: refresh,
  });

  if (detail.isPending) return <p className={styles.muted}>{t('common.loading')}</p>;
  if (detail.isError) return <p className={styles.muted}>{t('company.loadFailed')}</p>;
  const c = detail.data;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  const failure = save.error ?? toggle.error;
  return (
    <form className={styles.editor} onSubmit={submit} data-testid="company-info-form">
      <div className={styles.logoField}>
        {/* eslint-disable-next-line @next/next/no-img-element -- stored uploads of any host */}
        <img className={styles.logo} src={draft.logo || c.logo || DEFAULT_LOGO} alt={t('company.infoLogo')} width={88} height={88} data-testid="company-info-logo" />
        <label>
          {t('company.changeLogo')}
          <input className="visually-hidden" type="file" accept={IMAGE_ACCEPT} onChange={(e) => void logo.pick(e.target.files?.[0])} data-testid="company-logo-upload" />
        </label>
        {logo.progress !== null && <progress max={100} value={logo.progress} aria-label={t('company.changeLogo')} />}
        {logo.error && (
          <span role="alert" className={styles.alert}>
            {logo.error}
          </span>
        )}
      </div>
      <label>
        {t('company.intro')}
        <textarea value={draft.intro ?? c.intro ?? ''} maxLength={2000} onChange={(e) => setDraft((d) => ({ ...d, intro: e.target.value }))} data-testid="company-info-intro" />
      </label>
      <label>
        {t('company.infoWebsite')}
        <input type="url" value={draft.website ?? c.website ?? ''} maxLength={200} placeholder="https://" onChange={(e) => setDraft((d) => ({ ...d, website: e.target.value }))} />
      </label>
      <div className={styles.field}>
        <span>{t('company.infoLocation')}</span>
        <LocationPicker
          value={draft.locationId !== undefined ? draft.locationId : c.locationId}
          onChange={(id) => setDraft((d) => ({ ...d, locationId: id }))}
          onPicked={() => undefined}
        />
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={c.showFileName}
          disabled={toggle.isPending}
          onChange={(e) => toggle.mutate(e.target.checked)}
          data-testid="show-file-name"
        />
        {t('company.showFileName')}
      </label>
      <div className={styles.editorActions}>
        <button type="submit" className={`${styles.btn} ${styles.btnPrimary}`} disabled={save.isPending || logo.progress !== null}>
          {t('company.save')}
        </button>
        <button type="button" className={styles.btn} onClick={onClose}>
          {t('common.cancel')}
        </button>
        {save.isSuccess && <span role="status">{t('company.saved')}</span>}
        <ManageAlerts failure={failure} />
      </div>
    </form>
  );
}
