'use client';

import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import { EditorFrame } from '@/components/post/editor-frame';
import type { PostEditor as Editor } from '@/components/post/post-editor';
import { loadPostEditor } from '@/components/post/post-editor-loader';

// issue 18 item 13: the editor's frame shows while its code loads (usually fetched ahead by the publish entry)
const PostEditor = dynamic(() => loadPostEditor().then((m) => m.PostEditor), {
  ssr: false,
  loading: () => <EditorFrame />,
});

/** Renders the editor in the browser only: its draft lives in localStorage. */
export function PostEditorHost(props: ComponentProps<typeof Editor>) {
  return <PostEditor {...props} />;
}
