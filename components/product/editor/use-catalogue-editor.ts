'use client';

import { useState } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { useSessionStore } from '@/stores/session';

export interface EditorNotice {
  type: 'error' | 'success';
  text: string;
}

/**
 * The state of a product or brand editor (M09–M13, M31): the notice above the form, the save in flight, and
 * the token check each action makes first (U15–U20: without it '暂无权限操作，请联系平台管理员~' shows and no
 * call is made). After a create the editor moves to the new item's edit page (`?submitted=1`), where the
 * confirmation shows (`submitted`).
 */
export function useCatalogueEditor(submitted: boolean) {
  const t = useT();
  const permissions = useSessionStore((s) => s.permissions);
  const [notice, setNotice] = useState<EditorNotice | null>(submitted ? { type: 'success', text: t('productEditor.submitted') } : null);
  const [saving, setSaving] = useState(false);

  const allowed = (token: string) => {
    if (permissions.includes(token)) return true;
    setNotice({ type: 'error', text: t('error.noPermission') });
    return false;
  };

  /** Saves (the item goes to review, M32), says so, then runs `after` with the answer; a failure shows its message. */
  const save = async <T>(call: () => Promise<T>, after: (saved: T) => void) => {
    setSaving(true);
    try {
      const saved = await call();
      setNotice({ type: 'success', text: t('productEditor.submitted') });
      after(saved);
    } catch (error) {
      setNotice({ type: 'error', text: error instanceof Error ? error.message : t('company.uploadFailed') });
    } finally {
      setSaving(false);
    }
  };

  return { notice, setNotice, saving, allowed, save };
}
