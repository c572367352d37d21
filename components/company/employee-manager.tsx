'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Select } from 'antd';
import { useId, useState } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { ClientPager } from '@/components/people/client-pager';
import { COMPANY_TOKEN, type CompanyMember, type Employee } from '@/lib/contract/company';
import { companyApi, companyKeys, companyMembersQuery } from '@/lib/queries/company';
import type { MessageKey } from '@/locales/zh';
import { LoadState, ManageAlerts } from './manage-feedback';
import { PersonRow } from './person-row';
import { ConfirmDelete } from './confirm-delete';
import { useCompanyGuard } from './use-company-guard';
import styles from './company.module.css';

const ROLE_LABEL: Record<Employee['role'], MessageKey> = { ADMIN: 'company.roleAdmin', EMPLOYEE: 'company.roleEmployee' };

type Change =
  | { kind: 'add'; memberId: number }
  | { kind: 'role'; memberId: number; role: Employee['role'] }
  | { kind: 'remove'; memberId: number };

/**
 * L23/I49: the company's employee relations — members who name the company or already work there (paged, searchable
 * by name), employees first. A member becomes an employee (U24), an employee's role changes (U25) or the relation is
 * removed (U26); each control checks its own token first and makes no call without it. The API refuses another
 * company's relations whatever is sent (U14).
 */
export function EmployeeManager({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const t = useT();
  const client = useQueryClient();
  const { denied, guard, has } = useCompanyGuard();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const members = useQuery({ ...companyMembersQuery(companyId, keyword, page), placeholderData: (previous) => previous });
  const change = useMutation({
    mutationFn: async (c: Change) => {
      const api = await companyApi();
      if (c.kind === 'add') await api.addEmployee(api.t, { companyId, memberId: c.memberId, role: 'EMPLOYEE' });
      else if (c.kind === 'role') await api.updateEmployee(api.t, { companyId, memberId: c.memberId, role: c.role });
      else await api.deleteEmployee(api.t, { companyId, memberId: c.memberId });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: [...companyKeys.all, companyId, 'members'] }),
  });
  const searchId = useId();
  const search = (value: string) => {
    setPage(1);
    setKeyword(value.trim());
  };

  const actions = (m: CompanyMember) =>
    m.role === null ? (
      <Button disabled={change.isPending} onClick={() => guard(COMPANY_TOKEN.employeeAdd, () => change.mutate({ kind: 'add', memberId: m.memberId }))} data-testid="employee-add">
        {t('company.addEmployee')}
      </Button>
    ) : (
      <>
        <Select
          aria-label={t('company.employeeRole')}
          value={m.role}
          disabled={change.isPending}
          options={(Object.keys(ROLE_LABEL) as Employee['role'][]).map((r) => ({ value: r, label: t(ROLE_LABEL[r]) }))}
          onChange={(role: Employee['role']) => guard(COMPANY_TOKEN.employeeEdit, () => change.mutate({ kind: 'role', memberId: m.memberId, role }))}
          popupMatchSelectWidth={false}
          data-testid="employee-role"
        />
        <ConfirmDelete
          label={t('company.removeEmployee')}
          disabled={change.isPending}
          onConfirm={() => change.mutate({ kind: 'remove', memberId: m.memberId })}
          onRefused={has(COMPANY_TOKEN.employeeDelete) ? undefined : () => guard(COMPANY_TOKEN.employeeDelete, () => undefined)}
          testId="employee-remove"
        />
      </>
    );

  return (
    <div className={styles.editor} data-testid="employee-manager">
      <div role="search" className={styles.searchField}>
        <label htmlFor={searchId}>{t('company.employeeSearchLabel')}</label>
        <Input.Search
          id={searchId}
          value={text}
          maxLength={100}
          placeholder={t('company.searchMembers')}
          aria-describedby={`${searchId}-hint`}
          enterButton={t('search.submit')}
          onChange={(e) => setText(e.target.value)}
          onSearch={search}
          data-testid="employee-search"
        />
        <p id={`${searchId}-hint`} className={styles.muted} data-testid="employee-search-hint">
          {t('company.employeeSearchHint')}
        </p>
      </div>
      <LoadState pending={members.isPending} failed={members.isError} />
      {members.data && members.data.records.length === 0 && <p className={styles.muted}>{t('company.membersEmpty')}</p>}
      {members.data && members.data.records.length > 0 && (
        <>
          <ul className={styles.rows} data-testid="employee-list">
            {members.data.records.map((m) => (
              <PersonRow
                key={m.memberId}
                data={{ 'data-member-id': m.memberId, 'data-role': m.role ?? '' }}
                avatar={m.avatar}
                name={m.nickname}
                detail={[m.position, m.role ? t(ROLE_LABEL[m.role]) : t('company.roleNone')].filter(Boolean).join(' · ')}
                actions={actions(m)}
              />
            ))}
          </ul>
          <ClientPager current={members.data.current} pages={members.data.pages} onPage={setPage} />
        </>
      )}
      <div className={styles.editorActions}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <ManageAlerts denied={denied} failure={change.error} />
      </div>
    </div>
  );
}
