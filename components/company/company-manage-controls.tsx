'use client';

import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useCurrentMember } from '@/stores/use-current-member';
import { AntdScope } from '@/components/providers/antd-scope';
import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { COMPANY_TOKEN, type CompanyToken } from '@/lib/contract/company-tokens';
import { companyAdminQuery } from '@/lib/queries/company';
import { href } from '@/lib/routing/routes';
import type { MessageKey } from '@/locales/zh';
import { CATALOGUE_ADD_LINKS } from '@/components/product/catalogue-add-links';
import { tokensOf } from './company-actions';
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
  { panel: 'staff', token: [COMPANY_TOKEN.staffAdd, COMPANY_TOKEN.staffEdit, COMPANY_TOKEN.staffDelete], label: 'seo.staff', testId: 'manage-staff' },
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
 * U14–U33: the management controls of a company page. They show only to the company's admins (the ADMIN employee
 * relation the API checks), and each only with its token, so no panel opens with another company's content. Inside
 * a panel, an action without its own token names the refused action with '暂无权限操作，请联系平台管理员~' and makes
 * no call; the API checks the token and the company again.
 */
export function CompanyManageControls({ companyId }: { companyId: number }) {
  const t = useT();
  const router = useRouter();
  const { hydrated, isLogin, memberId } = useCurrentMember();
  const { has } = useCompanyGuard();
  const admin = useQuery({ ...companyAdminQuery(companyId, memberId ?? 0), enabled: hydrated && isLogin && memberId !== null });
  const [panel, setPanel] = useState<Panel | null>(null);
  const controls = CONTROLS.filter((c) => tokensOf(c.token).some(has));
  const links = CATALOGUE_ADD_LINKS.filter((l) => has(l.token));
  if (!hydrated || !isLogin || admin.data !== true || controls.length + links.length === 0) return null;
  const close = () => setPanel(null);
  const open = (target: Panel | 'customer') => {
    if (target === 'customer') router.push(href('/customer/add', {}, { companyId }));
    else setPanel(target);
  };
  return (
    <section className={styles.manageArea} aria-label={t('company.manage')} data-testid="company-manage-bar">
      <div className={styles.manageBar}>
        <strong>{t('company.manage')}</strong>
        {controls.map((c) => (
          <button key={c.panel} type="button" className={styles.btn} aria-pressed={panel === c.panel} onClick={() => open(c.panel)} data-testid={c.testId}>
            {t(c.label)}
          </button>
        ))}
        {links.map((l) => (
          <Link key={l.testId} href={l.to} className={styles.btn} data-testid={l.testId}>
            {t(l.label)}
          </Link>
        ))}
      </div>
      {panel && (
        <AntdScope>
          <div className={styles.managePanel}>
          {panel === 'sections' && <SectionEditor companyId={companyId} onClose={close} />}
          {panel === 'files' && <FileManager companyId={companyId} onClose={close} />}
          {panel === 'info' && <CompanyInfoForm companyId={companyId} onClose={close} />}
          {panel === 'contact' && <ContactForm companyId={companyId} onClose={close} />}
          {panel === 'staff' && <StaffManager companyId={companyId} onClose={close} />}
          {panel === 'employees' && <EmployeeManager companyId={companyId} onClose={close} />}
          {panel === 'recommend' && <RecommendPicker companyId={companyId} onClose={close} />}
          </div>
        </AntdScope>
      )}
    </section>
  );
}
