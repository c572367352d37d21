import { FRIEND_MESSAGE_MAX } from '@/lib/constants';
import { collect, issue, type FieldIssues, type ValidationIssue } from '@/lib/validation/messages';

/** R46: a friend message is at most 140 characters (it may be empty). */
export function validateFriendMessage(message: string | null | undefined): ValidationIssue | null {
  return (message ?? '').length > FRIEND_MESSAGE_MAX ? issue('validation.maxLength', { max: FRIEND_MESSAGE_MAX }) : null;
}

/** R47: a request cannot go to oneself. */
export function validateFriendTarget(selfId: number | string | null | undefined, targetId: number | string): ValidationIssue | null {
  return selfId !== null && selfId !== undefined && String(selfId) === String(targetId) ? issue('validation.friendSelf') : null;
}

export type FriendRequestField = 'memberId' | 'message';

export function validateFriendRequest(input: {
  selfId: number | string | null | undefined;
  memberId: number | string;
  message?: string | null;
}): FieldIssues<FriendRequestField> | null {
  return collect<FriendRequestField>({
    memberId: validateFriendTarget(input.selfId, input.memberId),
    message: validateFriendMessage(input.message),
  });
}
