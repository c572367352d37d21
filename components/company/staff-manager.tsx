'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useT } from '@/components/providers/i18n-context';
import { COMPANY_TOKEN } from '@/lib/contract/company';
import { companyApi, staffListQuery } from '@/lib/queries/company';
import { href } from '@/lib/routing/routes';
import { LoadState, ManageAlerts } from './manage-feedback';
import { PersonRow } from './person-row';
import { ConfirmDelete } from './confirm-delete';
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
  const { denied, guard, has } = useCompanyGuard();
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
      <LoadState pending={staff.isPending} failed={staff.isError} />
      {staff.data && (
        <ul className={styles.rows}>
          {staff.data.map((s) => (
            <PersonRow
              key={s.id}
              data={{ 'data-staff-code': s.code }}
              avatar={s.avatar}
              name={s.name}
              detail={s.position}
              actions={
                <>
                  <button
                    type="button"
                    className={styles.btn}
                    onClick={() => guard(COMPANY_TOKEN.staffEdit, () => router.push(href('/management/edit/:managerCode', { managerCode: s.code })))}
                    data-testid="staff-edit"
                  >
                    {t('newsEditor.edit')}
                  </button>
                  <ConfirmDelete
                    disabled={remove.isPending}
                    onConfirm={() => remove.mutate(s.id)}
                    onRefused={has(COMPANY_TOKEN.staffDelete) ? undefined : () => guard(COMPANY_TOKEN.staffDelete, () => undefined)}
                    testId="staff-delete"
                  />
                </>
              }
            />
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
          {t('common.cancel')}
        </button>
        <ManageAlerts denied={denied} failure={remove.error} />
      </div>
    </div>
  );
}
