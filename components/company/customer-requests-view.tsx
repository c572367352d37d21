'use client';

import { Button, Input } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useCurrentMember } from '@/stores/use-current-member';
import { useT } from '@/components/providers/i18n-context';
import { ClientPager } from '@/components/people/client-pager';
import { ERR_NO_PERMISSION, UPLOAD_PREFIX } from '@/lib/constants';
import { COMPANY_TOKEN } from '@/lib/contract/company';
import { companyApi, companyKeys, customerRequestsQuery } from '@/lib/queries/company';
import { useSingleUpload } from '@/lib/upload/use-single-upload';
import { attachmentProblem } from './upload-checks';
import { FilePickButton } from '@/components/ui/file-pick-button';
import { useCompanyGuard } from './use-company-guard';
import { ManageAlerts } from './manage-feedback';
import styles from './company.module.css';

const EMPTY = { name: '', category: '', attachment: null as string | null, attachmentName: '' };

/**
 * L10/L25, U32: a company's customer requests — submit one (name, category, an optional attachment uploaded under
 * `cust/web/co_company_customer/`), and the requests so far, paged, each with its review status (PENDING, APPROVED,
 * REJECTED) and attachment. Without the token the submit shows the message and makes no call; the API refuses the list.
 */
export function CustomerRequestsView({ companyId }: { companyId: number }) {
  const t = useT();
  const client = useQueryClient();
  const { hydrated, memberId } = useCurrentMember();
  const { denied, guard } = useCompanyGuard();
  const [form, setForm] = useState(EMPTY);
  const [page, setPage] = useState(1);
  const requests = useQuery({ ...customerRequestsQuery(companyId, page, memberId), enabled: hydrated, placeholderData: (previous) => previous });
  const attachment = useSingleUpload({
    prefix: UPLOAD_PREFIX.customerAttachment,
    check: (file) => attachmentProblem(t, file),
    failedText: t('company.uploadFailed'),
    onUploaded: (url) => setForm((f) => ({ ...f, attachment: url })),
  });
  const submit = useMutation({
    mutationFn: async () => {
      const api = await companyApi();
      return api.addCustomerRequest(api.t, { companyId, name: form.name.trim(), category: form.category.trim() || null, attachment: form.attachment });
    },
    onSuccess: async () => {
      setForm(EMPTY);
      setPage(1);
      await client.invalidateQueries({ queryKey: [...companyKeys.all, companyId, 'requests'] });
    },
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (form.name.trim()) guard(COMPANY_TOKEN.customerRequestAdd, () => submit.mutate());
  };
  const listRefused = requests.isError && (requests.error as { code?: number }).code === ERR_NO_PERMISSION;

  return (
    <>
      <form className={`${styles.card} ${styles.editor}`} onSubmit={onSubmit} data-testid="customer-request-form">
        <label>
          {t('company.customerName')}
          <Input value={form.name} maxLength={100} required onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))} data-testid="customer-name" />
        </label>
        <label>
          {t('company.customerCategory')}
          <Input value={form.category} maxLength={40} onChange={(e) => setForm((f) => ({ ...f, category: e.target.value }))} />
        </label>
        <div className={styles.editorActions}>
          <FilePickButton
            label={t('company.customerAttachment')}
            progress={attachment.progress}
            uploadingLabel={t('upload.uploading', { percent: attachment.progress ?? 0 })}
            onPick={(file) => {
              if (file) setForm((f) => ({ ...f, attachmentName: file.name }));
              void attachment.pick(file);
            }}
            testId="customer-attachment"
          />
        </div>
        {attachment.error && (
          <span role="alert" className={styles.alert}>
            {attachment.error}
          </span>
        )}
        {form.attachment && (
          <p className={styles.muted} data-testid="customer-attachment-done">
            {form.attachmentName}{' '}
            <Button size="small" onClick={() => setForm((f) => ({ ...f, attachment: null, attachmentName: '' }))}>
              {t('company.removeAttachment')}
            </Button>
          </p>
        )}
        <div className={styles.editorActions}>
          <Button type="primary" htmlType="submit" disabled={submit.isPending || attachment.progress !== null} data-testid="customer-submit">
            {t('company.addCustomer')}
          </Button>
          {submit.isSuccess && <span role="status">{t('company.requestSent')}</span>}
        </div>
        <ManageAlerts denied={denied} failure={submit.error} as="p" />
      </form>

      <section className={styles.card} data-testid="customer-requests">
        <h2 className={styles.blockTitle}>{t('company.customerRequests')}</h2>
        {listRefused && <p className={styles.muted}>{t('error.noPermission')}</p>}
        {requests.isError && !listRefused && <p className={styles.muted}>{t('company.loadFailed')}</p>}
        {requests.isPending && <p className={styles.muted}>{t('common.loading')}</p>}
        {requests.data && requests.data.records.length === 0 && <p className={styles.muted}>{t('company.requestsEmpty')}</p>}
        {requests.data && requests.data.records.length > 0 && (
          <>
            <ul className={styles.rows}>
              {requests.data.records.map((r) => (
                <li key={r.id} data-status={r.reviewStatus} data-testid="customer-request">
                  <span className={styles.rowMain}>
                    <span>
                      <strong>{r.name}</strong>
                      <small>{[r.category, r.createdTime.slice(0, 16)].filter(Boolean).join(' · ')}</small>
                    </span>
                  </span>
                  <span className={styles.rowActions}>
                    {r.attachment && (
                      <a href={r.attachment} target="_blank" rel="noopener noreferrer">
                        {t('company.viewAttachment')}
                      </a>
                    )}
                    <span className={`${styles.status} ${styles[`status${r.reviewStatus}`] ?? ''}`}>{t(`company.status.${r.reviewStatus}`)}</span>
                  </span>
                </li>
              ))}
            </ul>
            <ClientPager current={requests.data.current} pages={requests.data.pages} onPage={setPage} />
          </>
        )}
      </section>
    </>
  );
}
