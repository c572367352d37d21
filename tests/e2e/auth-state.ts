import os from 'node:os';
import path from 'node:path';

/** The demo accounts journeys start logged in as (README, "Demo accounts"). */
export const DEMO_ROLES = {
  member1: { mobile: '13800000001', password: 'Demo1234' },
  member2: { mobile: '13800000002', password: 'Demo1234' },
} as const;
export type DemoRole = keyof typeof DEMO_ROLES;

/** Where the setup project writes a role's browser state (per web port, so parallel runs do not mix). */
export function storageStatePath(role: DemoRole): string {
  return path.join(os.tmpdir(), `e2e-auth-${process.env.E2E_WEB_PORT ?? '3310'}`, `${role}.json`);
}
