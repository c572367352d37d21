import { preloader } from '@/components/ui/preload';

/** The post editor's code, fetched on a publish entry's first intent or when a member's page is idle (issue 18 item 13). */
export const loadPostEditor = () => import('@/components/post/post-editor');
export const preloadPostEditor = preloader(loadPostEditor);
/** The editor's controls rendered hidden ahead of a click on 发布 (issue 28 item 2). */
export const loadEditorStylesAhead = () => import('@/components/post/editor-styles-ahead').then((m) => m.EditorStylesAhead);
