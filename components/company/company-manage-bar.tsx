'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useCurrentMember } from '@/stores/use-current-member';
import { useT } from '@/components/providers/i18n-context';
import { COMPANY_TOKEN, type CompanyToken } from '@/lib/contract/company';
import type { MessageKey } from '@/locales/zh';
import { useCompanyGuard } from './use-company-guard';
import styles from './company.module.css';

const SectionEditor = dynamic(() => import('./section-editor').then((m) => m.SectionEditor));
const CustomerRequestForm = dynamic(() => import('./customer-request-form').then((m) => m.CustomerRequestForm));
const FileManager = dynamic(() => import('./file-manager').then((m) => m.FileManager));
const ContactForm = dynamic(() => import('./contact-form').then((m) => m.ContactForm));
const StaffAddForm = dynamic(() => import('./staff-add-form').then((m) => m.StaffAddForm));

type Panel = 'sections' | 'files' | 'contact' | 'staff' | 'customer' | null;

const CONTROLS: { panel: Exclude<Panel, null>; token: CompanyToken; label: MessageKey; testId: string }[] = [
  { panel: 'sections', token: COMPANY_TOKEN.sectionEdit, label: 'company.editSection', testId: 'manage-sections' },
  { panel: 'files', token: COMPANY_TOKEN.sectionEdit, label: 'company.manageFiles', testId: 'manage-files' },
  { panel: 'contact', token: COMPANY_TOKEN.contactEdit, label: 'company.editContact', testId: 'manage-contact' },
  { panel: 'staff', token: COMPANY_TOKEN.staffAdd, label: 'company.addStaff', testId: 'manage-staff' },
  { panel: 'customer', token: COMPANY_TOKEN.customerRequestAdd, label: 'company.addCustomer', testId: 'manage-customer' },
];

/**
 * U14–U33: the management controls of a company page, shown to members. A control without its permission token
 * shows '暂无权限操作，请联系平台管理员~' and makes no call; the API checks the token and the company again.
 */
export function CompanyManageBar({ companyId }: { companyId: number }) {
  const t = useT();
  const { hydrated, isLogin } = useCurrentMember();
  const { denied, guard } = useCompanyGuard();
  const [panel, setPanel] = useState<Panel>(null);
  if (!hydrated || !isLogin) return null;
  const close = () => setPanel(null);
  return (
    <div className={styles.manageBar} data-testid="company-manage-bar">
      <strong>{t('company.manage')}</strong>
      {CONTROLS.map((c) => (
        <button key={c.panel} type="button" className={styles.btn} onClick={() => guard(c.token, () => setPanel(c.panel))} data-testid={c.testId}>
          {t(c.label)}
        </button>
      ))}
      {denied && (
        <p role="alert" className={styles.alert} data-testid="no-permission">
          {t('company.noPermission')}
        </p>
      )}
      {panel === 'sections' && <SectionEditor companyId={companyId} onClose={close} />}
      {panel === 'files' && <FileManager companyId={companyId} onClose={close} />}
      {panel === 'contact' && <ContactForm companyId={companyId} onClose={close} />}
      {panel === 'staff' && <StaffAddForm companyId={companyId} onClose={close} />}
      {panel === 'customer' && <CustomerRequestForm companyId={companyId} onClose={close} />}
    </div>
  );
}
