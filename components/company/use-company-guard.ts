'use client';

import { useState } from 'react';
import type { CompanyToken } from '@/lib/contract/company';
import { selectPermissions, useSessionStore } from '@/stores/session';

/**
 * L28/U33: runs a management action only when the member holds its permission token; otherwise it shows the
 * no-permission message (`denied`) and makes no call.
 */
export function useCompanyGuard() {
  const permissions = useSessionStore(selectPermissions);
  const [denied, setDenied] = useState(false);
  const guard = (token: CompanyToken, action: () => void) => {
    if (!permissions.includes(token)) {
      setDenied(true);
      return;
    }
    setDenied(false);
    action();
  };
  return { denied, guard };
}
