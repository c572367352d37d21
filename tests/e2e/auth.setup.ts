/**
 * Setup project: logs each demo role in once through the API (the token call, as the login dialog makes it)
 * and saves the browser state, so journeys that need a member start logged in (issue 13 item 7). Journeys
 * that test the login itself (foundation, account, wizard, chat-app login) still log in through the dialog.
 */
import { test as setup, expect } from '@playwright/test';
import { logInThroughApi } from './api-session';
import { DEMO_ROLES, storageStatePath, type DemoRole } from './auth-state';

for (const role of Object.keys(DEMO_ROLES) as DemoRole[]) {
  setup(`log in ${role} through the API`, async ({ browser, request, baseURL }) => {
    const { mobile, password } = DEMO_ROLES[role];
    const context = await browser.newContext();
    await logInThroughApi(context, request, baseURL, mobile, password);
    // One visit lets the session bootstrap store what it loads after a login (membership, permissions).
    const page = await context.newPage();
    await page.goto('/upgrade');
    await expect(page.getByTestId(/header-avatar|mobile-avatar/)).toBeVisible();
    await context.storageState({ path: storageStatePath(role) });
    await context.close();
  });
}
