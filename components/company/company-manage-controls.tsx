'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useCurrentMember } from '@/stores/use-current-member';
import { useT } from '@/components/providers/i18n-context';
import { COMPANY_TOKEN, type CompanyToken } from '@/lib/contract/company-tokens';
import { href } from '@/lib/routing/routes';
import type { MessageKey } from '@/locales/zh';
import { useCompanyGuard } from './use-company-guard';
import styles from './company.module.css';

const SectionEditor = dynamic(() => import('./section-editor').then((m) => m.SectionEditor));
const FileManager = dynamic(() => import('./file-manager').then((m) => m.FileManager));
const CompanyInfoForm = dynamic(() => import('./company-info-form').then((m) => m.CompanyInfoForm));
const ContactForm = dynamic(() => import('./contact-form').then((m) => m.ContactForm));
const StaffManager = dynamic(() => import('./staff-manager').then((m) => m.StaffManager));
const EmployeeManager = dynamic(() => import('./employee-manager').then((m) => m.EmployeeManager));
const RecommendPicker = dynamic(() => import('./recommend-picker').then((m) => m.RecommendPicker));

type Panel = 'sections' | 'files' | 'info' | 'contact' | 'staff' | 'employees' | 'recommend';

/** A control opens a panel, or (customer requests) the personal page `/customer/add`; a panel gathering several actions opens with any of their tokens. */
const CONTROLS: { panel: Panel | 'customer'; token: CompanyToken | readonly CompanyToken[]; label: MessageKey; testId: string }[] = [
  { panel: 'sections', token: COMPANY_TOKEN.sectionEdit, label: 'company.editSection', testId: 'manage-sections' },
  { panel: 'files', token: COMPANY_TOKEN.sectionEdit, label: 'company.manageFiles', testId: 'manage-files' },
  { panel: 'info', token: COMPANY_TOKEN.infoEdit, label: 'company.editInfo', testId: 'manage-info' },
  { panel: 'contact', token: COMPANY_TOKEN.contactEdit, label: 'company.editContact', testId: 'manage-contact' },
  { panel: 'staff', token: [COMPANY_TOKEN.staffAdd, COMPANY_TOKEN.staffEdit, COMPANY_TOKEN.staffDelete], label: 'company.manageStaff', testId: 'manage-staff' },
  {
    panel: 'employees',
    token: [COMPANY_TOKEN.employeeAdd, COMPANY_TOKEN.employeeEdit, COMPANY_TOKEN.employeeDelete],
    label: 'company.manageEmployees',
    testId: 'manage-employees',
  },
  { panel: 'recommend', token: [COMPANY_TOKEN.infoEdit, COMPANY_TOKEN.productEdit], label: 'company.manageRecommend', testId: 'manage-recommend' },
  { panel: 'customer', token: COMPANY_TOKEN.customerRequestAdd, label: 'company.customerRequests', testId: 'manage-customer' },
];

/**
 * U14–U33: the management controls of a company page, shown to members (`CompanyManageBar` loads them). A control
 * without its permission token shows '暂无权限操作，请联系平台管理员~' and makes no call; the API checks the token
 * and the company again.
 */
export function CompanyManageControls({ companyId }: { companyId: number }) {
  const t = useT();
  const router = useRouter();
  const { hydrated, isLogin } = useCurrentMember();
  const { denied, guard } = useCompanyGuard();
  const [panel, setPanel] = useState<Panel | null>(null);
  if (!hydrated || !isLogin) return null;
  const close = () => setPanel(null);
  const open = (target: Panel | 'customer') => {
    if (target === 'customer') router.push(href('/customer/add', {}, { companyId }));
    else setPanel(target);
  };
  return (
    <div className={styles.manageBar} data-testid="company-manage-bar">
      <strong>{t('company.manage')}</strong>
      {CONTROLS.map((c) => (
        <button key={c.panel} type="button" className={styles.btn} onClick={() => guard(c.token, () => open(c.panel))} data-testid={c.testId}>
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
      {panel === 'info' && <CompanyInfoForm companyId={companyId} onClose={close} />}
      {panel === 'contact' && <ContactForm companyId={companyId} onClose={close} />}
      {panel === 'staff' && <StaffManager companyId={companyId} onClose={close} />}
      {panel === 'employees' && <EmployeeManager companyId={companyId} onClose={close} />}
      {panel === 'recommend' && <RecommendPicker companyId={companyId} onClose={close} />}
    </div>
  );
}
