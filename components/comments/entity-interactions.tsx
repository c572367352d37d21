import type { Comment } from '@/lib/contract/comment';
import type { Page } from '@/lib/contract/common';
import { CommentsIsland } from './comments-island';
import { InteractionBar } from './interaction-bar';

/**
 * What follows the body of a news item or post: like, favourite, share and report, then the comments.
 * Server-renderable; the islands read the member's own state after hydration.
 */
export function EntityInteractions(props: {
  kind: 'news' | 'post';
  entityId: number;
  likeCount: number;
  favoriteCount?: number;
  commentCount: number;
  /** The first page of comments, rendered into the page (issue 20 item 7). */
  comments?: Page<Comment> | null;
}) {
  return (
    <>
      <InteractionBar kind={props.kind} entityId={props.entityId} likeCount={props.likeCount} favoriteCount={props.favoriteCount} />
      <CommentsIsland kind={props.kind} entityId={props.entityId} initialCount={props.commentCount} initialPage={props.comments} />
    </>
  );
}
