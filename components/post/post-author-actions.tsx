'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useCurrentMember } from '@/stores/use-current-member';
import { ConfirmDialog } from '@/components/circle/confirm-dialog';
import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import styles from './post-detail-view.module.css';
import { failureText } from '@/lib/queries/error-message';
import { deletePost } from '@/lib/queries/post';
import { href } from '@/lib/routing/routes';

/** G17: edit and delete (after a confirm) for the post's author only; after deleting, back to the list. */
export function PostAuthorActions({ postId, authorId, listHref }: { postId: number; authorId: number; listHref: string }) {
  const t = useT();
  const router = useRouter();
  const { hydrated, memberId } = useCurrentMember();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!hydrated || memberId !== authorId) return null;

  const remove = async () => {
    setBusy(true);
    try {
      await deletePost(postId);
      router.push(listHref);
    } catch (e) {
      setError(t('circle.actionFailed', { msg: failureText(t, e) }));
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <div className={styles.actions} data-testid="post-author-actions">
      <Link href={href('/community/circle/post/:id/edit', { id: postId })} data-testid="post-edit">
        {t('newsEditor.edit')}
      </Link>
      <button type="button" onClick={() => setConfirming(true)} data-testid="post-delete">
        {t('editInfo.delete')}
      </button>
      {error && <span role="alert">{error}</span>}
      {confirming && <ConfirmDialog text={t('community.deleteConfirm')} busy={busy} onConfirm={() => void remove()} onCancel={() => setConfirming(false)} />}
    </div>
  );
}
