'use client';

import { AntdRegistry } from '@ant-design/nextjs-registry';
import type { ReactNode } from 'react';

/**
 * antd's styles on personal pages: on the server, the registry collects the styles of the controls it renders and
 * sends them in the HTML, so forms such as /edit-info are styled at first paint (docs/decisions/006, "antd at first
 * paint"). In the browser the registry is left out, so these pages share antd's one style cache with the public
 * pages' islands: a control already drawn there (the login dialog, the post editor's controls rendered ahead of 发布)
 * is not styled again after a soft navigation, which the registry's own cache per mount did (issue 28 item 2).
 * The registry renders no element, so the two trees hydrate alike.
 */
export function AccountStyles({ children }: { children: ReactNode }) {
  return typeof window === 'undefined' ? <AntdRegistry>{children}</AntdRegistry> : children;
}
