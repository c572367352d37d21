import { preloader } from '@/components/ui/preload';

/** The post editor's code, fetched on a publish entry's first intent or when a member's page is idle (issue 18 item 13). */
export const loadPostEditor = () => import('@/components/post/post-editor');
export const preloadPostEditor = preloader(loadPostEditor);
