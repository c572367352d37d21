/**
 * Circle member types and what they allow, without zod: the circle bar of the public circle and post pages checks
 * them on first render, and `circle.ts` (which defines the answers with zod and re-exports these) would bring zod
 * into those pages' first load.
 */

export const CIRCLE_MEMBER_TYPES = ['OWNER', 'ADMIN', 'JOINED', 'PENDING'] as const;
export type CircleMemberType = (typeof CIRCLE_MEMBER_TYPES)[number];
/** −1: not a member (G35). */
export type CallerMemberType = -1 | CircleMemberType;

/** True when the type may publish in the circle (U35: OWNER and ADMIN imply JOINED). */
export function canPublishAs(type: CallerMemberType | null | undefined): boolean {
  return type === 'JOINED' || type === 'ADMIN' || type === 'OWNER';
}
/** True when the type may manage the circle (U13). */
export function canManageAs(type: CallerMemberType | null | undefined): boolean {
  return type === 'ADMIN' || type === 'OWNER';
}

/** The longest message of a join request to a private circle (issue 18 item 9). */
export const CIRCLE_REQUEST_MESSAGE_MAX = 200;
