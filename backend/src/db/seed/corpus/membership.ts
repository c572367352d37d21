import type { MembershipBenefit } from './types';

export const membershipBenefits: MembershipBenefit[] = [];
