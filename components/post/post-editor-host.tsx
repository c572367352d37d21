'use client';

import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import type { PostEditor as Editor } from '@/components/post/post-editor';
import { useT } from '@/components/providers/i18n-context';

const PostEditor = dynamic(() => import('@/components/post/post-editor').then((m) => m.PostEditor), {
  ssr: false,
  loading: () => <LoadingText />,
});

function LoadingText() {
  const t = useT();
  return <p>{t('common.loading')}</p>;
}

/** Renders the editor in the browser only: its draft lives in localStorage. */
export function PostEditorHost(props: ComponentProps<typeof Editor>) {
  return <PostEditor {...props} />;
}
