'use client';

import { useState } from 'react';
import type { CompanyToken } from '@/lib/contract/company-tokens';
import { selectPermissions, useSessionStore } from '@/stores/session';

/**
 * L28/U33: runs a management action only when the member holds its permission token (or, for a panel that gathers
 * several actions, one of them); otherwise it shows the no-permission message (`denied`) and makes no call.
 */
export function useCompanyGuard() {
  const permissions = useSessionStore(selectPermissions);
  const [denied, setDenied] = useState(false);
  const guard = (token: CompanyToken | readonly CompanyToken[], action: () => void) => {
    const tokens: readonly CompanyToken[] = typeof token === 'string' ? [token] : token;
    if (!tokens.some((t) => permissions.includes(t))) {
      setDenied(true);
      return;
    }
    setDenied(false);
    action();
  };
  const has = (token: CompanyToken) => permissions.includes(token);
  return { denied, guard, has, clear: () => setDenied(false) };
}
