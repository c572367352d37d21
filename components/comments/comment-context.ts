'use client';

import { createContext, useContext } from 'react';
import type { Locale } from '@/lib/constants';
import type { Comment } from '@/lib/contract/comment';
import type { Translate } from '@/lib/i18n/messages';
import type { Viewer } from '@/lib/queries/client';
import type { CommentKind } from '@/lib/queries/comments';
import type { ReplyTarget } from './use-comment-actions';

/** What every comment of a section shares: who reads, the open reply box and confirm, and the actions. */
export interface CommentSectionContextValue {
  kind: CommentKind;
  viewer: Viewer;
  t: Translate;
  locale: Locale;
  /** When the list was read (relative times are computed against it). */
  now: number;
  validate: (text: string) => Promise<string[]>;
  replyTo: ReplyTarget;
  setReplyTo: (target: ReplyTarget) => void;
  confirmId: number | null;
  setConfirmId: (id: number | null) => void;
  /** Replies shown under top-level comments. */
  openReplies: Record<number, boolean>;
  setRepliesOpen: (rootId: number, open: boolean) => void;
  requireLogin: () => boolean;
  create: (text: string, target: ReplyTarget, images?: readonly string[]) => Promise<unknown>;
  toggleLike: (comment: Comment) => void;
  remove: (comment: Comment) => void;
  fail: (message: string) => void;
}

export const CommentSectionContext = createContext<CommentSectionContextValue | null>(null);

export function useCommentSection(): CommentSectionContextValue {
  const value = useContext(CommentSectionContext);
  if (!value) throw new Error('CommentSectionContext is missing');
  return value;
}
