'use client';

import { useState } from 'react';
import type { CompanyToken } from '@/lib/contract/company-tokens';
import { selectPermissions, useSessionStore } from '@/stores/session';
import { tokensOf } from './company-actions';

/**
 * L28/U33: runs a management action only when the member holds its permission token (or, for a panel that gathers
 * several actions, one of them); otherwise it keeps the refused token (`denied`, shown with the action's name and
 * '暂无权限操作，请联系平台管理员~') and makes no call.
 */
export function useCompanyGuard() {
  const permissions = useSessionStore(selectPermissions);
  const [denied, setDenied] = useState<CompanyToken | null>(null);
  const has = (token: CompanyToken) => permissions.includes(token);
  const guard = (token: CompanyToken | readonly CompanyToken[], action: () => void) => {
    const tokens = tokensOf(token);
    if (!tokens.some(has)) {
      setDenied(tokens[0] ?? null);
      return;
    }
    setDenied(null);
    action();
  };
  return { denied, guard, has, clear: () => setDenied(null) };
}
