import { PageBody } from '@/components/layout/page-body';
import { EditorFrame } from '@/components/post/editor-frame';

/** Issue 18 item 13: the editor's frame while its page is rendered (shown at once when the route was prefetched). */
export default function Loading() {
  return (
    <PageBody>
      <EditorFrame />
    </PageBody>
  );
}
