'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Progress, Select } from 'antd';
import { useRouter } from 'next/navigation';
import { useRef, useState, type DragEvent } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { UPLOAD_PREFIX } from '@/lib/constants';
import { COMPANY_FILE_KIND, type CompanyFile, type CompanyFileKind } from '@/lib/contract/company';
import type { Translate } from '@/lib/i18n/messages';
import { useSingleUpload } from '@/lib/upload/use-single-upload';
import { VIDEO_ACCEPT, VIDEO_MAX_MB, videoProblem } from '@/lib/upload/video';
import type { MessageKey } from '@/locales/zh';
import { companyApi, filesQuery, type CompanyApi } from '@/lib/queries/company';
import { moveItem } from './move-item';
import { imageProblem } from './upload-checks';
import { FilePickButton } from '@/components/ui/file-pick-button';
import { ConfirmDelete } from './confirm-delete';
import { ManageAlerts } from './manage-feedback';
import styles from './company.module.css';

const KINDS: { kind: CompanyFileKind; label: MessageKey; prefix: string; accept: string }[] = [
  { kind: COMPANY_FILE_KIND.album, label: 'company.album', prefix: UPLOAD_PREFIX.companyImage, accept: 'image/jpeg,image/png,image/gif,image/webp' },
  { kind: COMPANY_FILE_KIND.honors, label: 'company.honors', prefix: UPLOAD_PREFIX.companyImage, accept: 'image/jpeg,image/png,image/gif,image/webp' },
  { kind: COMPANY_FILE_KIND.attachment, label: 'company.videos', prefix: UPLOAD_PREFIX.companyVideo, accept: VIDEO_ACCEPT },
  { kind: COMPANY_FILE_KIND.pdf, label: 'company.pdf', prefix: UPLOAD_PREFIX.companyPdf, accept: 'application/pdf,.pdf' },
];

/** Why a file cannot be stored as this kind, or null: images for the album and honours, videos as attachments, PDFs. */
function fileProblem(t: Translate, kind: CompanyFileKind, file: File): string | null {
  if (kind === COMPANY_FILE_KIND.pdf) return /pdf$/i.test(file.type) || /\.pdf$/i.test(file.name) ? null : t('company.pdfOnly');
  if (kind === COMPANY_FILE_KIND.attachment) {
    const problem = videoProblem(file);
    return problem === 'type' ? t('company.videoOnly') : problem === 'size' ? t('upload.tooLarge', { n: VIDEO_MAX_MB }) : null;
  }
  return imageProblem(t, file);
}

/**
 * L18/L19/L20: the company's files by kind — upload (signed storage flow under company/image/, company/video/ or company/pdf/,
 * with progress), rename, group, delete, drag to re-sort; and the file groups (add, rename, drag to re-sort, delete).
 */
export function FileManager({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const t = useT();
  const router = useRouter();
  const client = useQueryClient();
  const [kind, setKind] = useState<CompanyFileKind>(COMPANY_FILE_KIND.album);
  const [groupName, setGroupName] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const [draggedGroup, setDraggedGroup] = useState<number | null>(null);
  /** The picked file's own name: the stored file is named after it (the storage key is random). */
  const pickedName = useRef('');
  const filesAndGroups = filesQuery(companyId);
  const data = useQuery(filesAndGroups);
  const change = useMutation({
    mutationFn: async (run: (api: CompanyApi) => Promise<unknown>) => run(await companyApi()),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: filesAndGroups.queryKey });
      router.refresh();
    },
  });
  const current = KINDS.find((k) => k.kind === kind) ?? KINDS[0];
  const upload = useSingleUpload({
    prefix: current?.prefix ?? UPLOAD_PREFIX.companyImage,
    check: (file) => fileProblem(t, kind, file),
    failedText: t('company.uploadFailed'),
    onUploaded: (url) => {
      const name = pickedName.current.replace(/\.[^.]+$/, '').trim().slice(0, 100) || (url.split('/').pop() ?? 'file');
      change.mutate((api) => api.addCompanyFile(api.t, { companyId, kind, name, url, groupId: null }));
    },
  });

  if (data.isPending) return <p className={styles.muted}>{t('common.loading')}</p>;
  if (data.isError) return <p className={styles.muted}>{t('company.loadFailed')}</p>;
  const files = data.data.files.filter((f) => f.kind === kind);

  const drop = (e: DragEvent, target: CompanyFile) => {
    e.preventDefault();
    if (dragged === null || dragged === target.id) return;
    const ids = files.map((f) => f.id);
    const order = moveItem(ids, ids.indexOf(dragged), ids.indexOf(target.id));
    const others = data.data.files.filter((f) => f.kind !== kind).map((f) => f.id);
    setDragged(null);
    change.mutate((api) => api.sortCompanyFiles(api.t, { companyId, ids: [...order, ...others] }));
  };
  const dropGroup = (e: DragEvent, targetId: number) => {
    e.preventDefault();
    if (draggedGroup === null || draggedGroup === targetId) return;
    const ids = data.data.groups.map((g) => g.id);
    const order = moveItem(ids, ids.indexOf(draggedGroup), ids.indexOf(targetId));
    setDraggedGroup(null);
    change.mutate((api) => api.sortFileGroups(api.t, { companyId, ids: order }));
  };

  const groupOptions = [{ value: 0, label: t('company.noGroup') }, ...data.data.groups.map((g) => ({ value: g.id, label: g.name }))];

  return (
    <div className={styles.editor} data-testid="file-manager">
      <div className={styles.tabs} role="group">
        {KINDS.map((k) => (
          <button key={k.kind} type="button" aria-pressed={k.kind === kind} onClick={() => setKind(k.kind)}>
            {t(k.label)}
          </button>
        ))}
      </div>
      <ul className={styles.fileCards} data-testid="file-manager-list">
        {files.map((f) => (
          <li key={f.id} className={styles.fileCard} draggable onDragStart={() => setDragged(f.id)} onDragOver={(e) => e.preventDefault()} onDrop={(e) => drop(e, f)} data-file-id={f.id}>
            <div className={styles.fileMedia}>
              {kind === COMPANY_FILE_KIND.pdf ? (
                <a href={f.url} target="_blank" rel="noopener noreferrer">
                  {f.name}
                </a>
              ) : kind === COMPANY_FILE_KIND.attachment ? (
                <video src={f.url} controls preload="none" />
              ) : (
                // eslint-disable-next-line @next/next/no-img-element -- stored uploads
                <img src={f.url} alt={f.name} />
              )}
            </div>
            <Input
              defaultValue={f.name}
              maxLength={100}
              aria-label={t('company.fileName')}
              onBlur={(e) => {
                const name = e.target.value.trim();
                if (name && name !== f.name) change.mutate((api) => api.updateCompanyFile(api.t, { id: f.id, name }));
              }}
              data-testid="file-name"
            />
            <Select
              aria-label={t('company.fileGroup')}
              value={f.groupId ?? 0}
              options={groupOptions}
              onChange={(groupId: number) => change.mutate((api) => api.updateCompanyFile(api.t, { id: f.id, groupId: groupId || null }))}
              data-testid="file-group"
            />
            <ConfirmDelete onConfirm={() => change.mutate((api) => api.deleteCompanyFile(api.t, f.id))} testId="file-delete" />
          </li>
        ))}
      </ul>
      <div className={styles.editorActions}>
        <FilePickButton
          label={t('company.upload')}
          accept={current?.accept}
          progress={upload.progress}
          uploadingLabel={t('upload.uploading', { percent: upload.progress ?? 0 })}
          onPick={(file) => {
            pickedName.current = file?.name ?? '';
            void upload.pick(file);
          }}
          testId="file-upload"
        />
        {upload.progress !== null && <Progress percent={upload.progress} size="small" aria-label={t('company.upload')} className={styles.uploadProgress} />}
      </div>
      {upload.error && <span role="alert" className={styles.alert}>{upload.error}</span>}
      <div className={styles.editorActions}>
        <Input value={groupName} maxLength={40} placeholder={t('company.groupName')} aria-label={t('company.groupName')} onChange={(e) => setGroupName(e.target.value)} />
        <Button
          disabled={!groupName.trim()}
          onClick={() => {
            change.mutate((api) => api.addFileGroup(api.t, companyId, groupName.trim()));
            setGroupName('');
          }}
        >
          {t('company.addGroup')}
        </Button>
      </div>
      <ul className={styles.counts} data-testid="file-groups">
        {data.data.groups.map((g) => (
          <li
            key={g.id}
            className={styles.tag}
            draggable
            onDragStart={() => setDraggedGroup(g.id)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => dropGroup(e, g.id)}
            data-group-id={g.id}
          >
            <Input
              size="small"
              className={styles.groupInput}
              defaultValue={g.name}
              maxLength={40}
              aria-label={t('company.renameGroup')}
              onBlur={(e) => {
                const name = e.target.value.trim();
                if (name && name !== g.name) change.mutate((api) => api.renameFileGroup(api.t, g.id, name));
              }}
            />
            <ConfirmDelete onConfirm={() => change.mutate((api) => api.deleteFileGroup(api.t, g.id))} icon testId="group-delete" />
          </li>
        ))}
      </ul>
      <div className={styles.editorActions}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <ManageAlerts failure={change.error} />
      </div>
    </div>
  );
}
