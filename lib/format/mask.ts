/** The masks live in lib/shared/mask.ts (the bundled API masks ID numbers too); the web imports them from here. */
export { maskEmail, maskIdNumber, maskMobile } from '@/lib/shared/mask';
