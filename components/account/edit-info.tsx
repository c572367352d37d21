'use client';

import { App, Button, Modal, Popconfirm } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { EditInfoData } from '@/lib/data/account';
import type { WorkHistoryItem } from '@/lib/contract/member';
import { AntdScope } from '@/components/providers/antd-scope';
import { useT } from '@/components/providers/i18n-context';
import { AvatarField } from '@/components/account/avatar-field';
import { IndustryTagsForm } from '@/components/wizard/industry-tags-form';
import { SupplementForm } from '@/components/wizard/supplement-form';
import { WorkHistoryForm } from '@/components/wizard/work-history-form';
import { useWizard } from '@/components/wizard/wizard-store';
import { clientTransport } from '@/lib/api/client';
import { deleteEducation, deleteWorkHistory, getEducation, getMemberInfo, getWorkHistory } from '@/lib/api/member';
import { useSessionStore } from '@/stores/session';
import styles from './account.module.css';

/** D26: /edit-info with the avatar (issue 18 item 2) and the wizard's forms; work and education items are added through the wizard's dialogs. */
export function EditInfo({ initial }: { initial: EditInfoData | null }) {
  return (
    <AntdScope>
      <EditInfoView initial={initial} />
    </AntdScope>
  );
}

function period(start: string, end: string | null, present: string): string {
  return `${start.slice(0, 7)} ~ ${end ? end.slice(0, 7) : present}`;
}

function EditInfoView({ initial }: { initial: EditInfoData | null }) {
  const t = useT();
  const { message } = App.useApp();
  const [data, setData] = useState<EditInfoData | null>(initial);
  const openWizard = useWizard((s) => s.open);
  const [editingWork, setEditingWork] = useState<WorkHistoryItem | null>(null);

  const reload = useCallback(() => {
    Promise.all([getMemberInfo(clientTransport), getWorkHistory(clientTransport), getEducation(clientTransport)])
      .then(([info, work, education]) => setData({ info, work, education }))
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!initial) reload();
  }, [initial, reload]);

  if (!data) return <section className={styles.card} />;

  const saved = async () => {
    message.success(t('company.saved'));
    await useSessionStore.getState().loadMember().catch(() => undefined);
    reload();
  };

  const remove = async (kind: 'work' | 'education', id: number) => {
    try {
      await (kind === 'work' ? deleteWorkHistory(clientTransport, id) : deleteEducation(clientTransport, id));
      message.success(t('editInfo.deleted'));
      reload();
    } catch {
      message.error(t('account.failed'));
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('auth.editInfo')}</h1>
      <section className={styles.card}>
        <h2 className={styles.subtitle}>{t('avatar.title')}</h2>
        <AvatarField avatar={data.info?.avatar ?? null} name={data.info?.nickname ?? ''} />
      </section>
      <section className={styles.card}>
        <h2 className={styles.subtitle}>{t('editInfo.basic')}</h2>
        <SupplementForm key={data.info?.memberId ?? 0} initial={data.info} submitLabel={t('company.save')} onSaved={saved} />
      </section>
      <section className={styles.card} data-testid="edit-work">
        <h2 className={styles.subtitle}>{t('editInfo.work')}</h2>
        <ul className={styles.list}>
          {data.work.length === 0 && <li className={styles.muted}>{t('editInfo.empty')}</li>}
          {data.work.map((w) => (
            <li key={w.id}>
              <span>
                <strong>{w.company}</strong> · {w.position}
                <br />
                <span className={styles.muted}>{period(w.startTime, w.endTime, t('editInfo.present'))}</span>
              </span>
              <span className={styles.itemActions}>
                <Button type="link" onClick={() => setEditingWork(w)} data-testid="edit-work-item">
                  {t('newsEditor.edit')}
                </Button>
                <Popconfirm title={t('editInfo.delete')} onConfirm={() => void remove('work', w.id)}>
                  <Button type="link" danger>
                    {t('editInfo.delete')}
                  </Button>
                </Popconfirm>
              </span>
            </li>
          ))}
        </ul>
        <Button onClick={() => openWizard('work', { flow: 'single' })}>{t('editInfo.add')}</Button>
        {editingWork && (
          <Modal open title={t('editInfo.editWork')} footer={null} maskClosable={false} onCancel={() => setEditingWork(null)} destroyOnHidden>
            <WorkHistoryForm
              key={editingWork.id}
              editing={editingWork}
              onMovedOn={() => {
                setEditingWork(null);
                void saved();
              }}
            />
          </Modal>
        )}
      </section>
      <section className={styles.card} data-testid="edit-education">
        <h2 className={styles.subtitle}>{t('editInfo.education')}</h2>
        <ul className={styles.list}>
          {data.education.length === 0 && <li className={styles.muted}>{t('editInfo.empty')}</li>}
          {data.education.map((e) => (
            <li key={e.id}>
              <span>
                <strong>{e.school}</strong>
                {e.degree ? ` · ${e.degree}` : ''}
                {e.major ? ` · ${e.major}` : ''}
                <br />
                <span className={styles.muted}>{period(e.startTime, e.endTime, t('editInfo.present'))}</span>
              </span>
              <Popconfirm title={t('editInfo.delete')} onConfirm={() => void remove('education', e.id)}>
                <Button type="link" danger>
                  {t('editInfo.delete')}
                </Button>
              </Popconfirm>
            </li>
          ))}
        </ul>
        <Button onClick={() => openWizard('education', { flow: 'single' })} data-testid="edit-education-add">
          {t('editInfo.add')}
        </Button>
      </section>
      <section className={styles.card}>
        <h2 className={styles.subtitle}>{t('editInfo.tags')}</h2>
        <IndustryTagsForm initial={data.info?.industryTagList ?? []} submitLabel={t('company.save')} onSaved={saved} />
      </section>
    </div>
  );
}
