import { CommentsIsland } from '@/components/comments/comments-island';
import { EventLikeButton } from '@/components/event/event-like-button';
import { ShareWidget } from '@/components/ui/share-widget';
import bar from '@/components/comments/interaction-bar.module.css';

/** H21/H22: like and share, then the comments (the shared comment section, loaded when near the viewport). */
export function EventInteractions({ eventId, likeCount, commentCount }: { eventId: number; likeCount: number; commentCount: number }) {
  return (
    <>
      <div className={bar.bar} data-testid="interaction-bar">
        <EventLikeButton eventId={eventId} initialCount={likeCount} />
        <ShareWidget remark />
      </div>
      <CommentsIsland kind="event" entityId={eventId} initialCount={commentCount} />
    </>
  );
}
