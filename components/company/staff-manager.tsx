'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useT } from '@/components/providers/i18n-context';
import { COMPANY_TOKEN } from '@/lib/contract/company';
import { companyApi, staffListQuery } from '@/lib/queries/company';
import { href } from '@/lib/routing/routes';
import { useCompanyGuard } from './use-company-guard';
import styles from './company.module.css';

/**
 * L07/L08/L21/L22: the company's staff profiles — add (U27, `/management/add`), edit (U28, `/management/edit/{code}`),
 * delete (U29, `DELETE /company/staff`). Each control checks its own token first and makes no call without it.
 */
export function StaffManager({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const t = useT();
  const router = useRouter();
  const client = useQueryClient();
  const { denied, guard } = useCompanyGuard();
  const list = staffListQuery(companyId);
  const staff = useQuery(list);
  const remove = useMutation({
    mutationFn: async (id: number) => {
      const api = await companyApi();
      await api.deleteStaff(api.t, id);
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: list.queryKey });
      router.refresh();
    },
  });

  return (
    <div className={styles.editor} data-testid="staff-manager">
      {staff.isPending && <p className={styles.muted}>{t('company.loading')}</p>}
      {staff.isError && <p className={styles.muted}>{t('company.loadFailed')}</p>}
      {staff.data && (
        <ul className={styles.rows}>
          {staff.data.map((s) => (
            <li key={s.id} data-staff-code={s.code}>
              <span className={styles.rowMain}>
                {/* eslint-disable-next-line @next/next/no-img-element -- API avatars */}
                <img src={s.avatar ?? ''} alt="" width={36} height={36} />
                <span>
                  <strong>{s.name}</strong>
                  {s.position && <small>{s.position}</small>}
                </span>
              </span>
              <span className={styles.rowActions}>
                <button
                  type="button"
                  className={styles.btn}
                  onClick={() => guard(COMPANY_TOKEN.staffEdit, () => router.push(href('/management/edit/:managerCode', { managerCode: s.code })))}
                  data-testid="staff-edit"
                >
                  {t('company.edit')}
                </button>
                <button
                  type="button"
                  className={styles.btn}
                  disabled={remove.isPending}
                  onClick={() => guard(COMPANY_TOKEN.staffDelete, () => window.confirm(t('company.confirmDelete')) && remove.mutate(s.id))}
                  data-testid="staff-delete"
                >
                  {t('company.delete')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.editorActions}>
        <button
          type="button"
          className={`${styles.btn} ${styles.btnPrimary}`}
          onClick={() => guard(COMPANY_TOKEN.staffAdd, () => router.push(href('/management/add', {}, { companyId })))}
          data-testid="staff-add"
        >
          {t('company.addStaff')}
        </button>
        <button type="button" className={styles.btn} onClick={onClose}>
          {t('company.cancel')}
        </button>
        {denied && (
          <span role="alert" className={styles.alert} data-testid="no-permission">
            {t('company.noPermission')}
          </span>
        )}
        {remove.isError && (
          <span role="alert" className={styles.alert}>
            {(remove.error as { msg?: string }).msg ?? t('company.actionFailed')}
          </span>
        )}
      </div>
    </div>
  );
}
