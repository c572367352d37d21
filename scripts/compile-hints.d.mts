/** Types of scripts/compile-hints.mjs (the build step after `next build`), for its unit test. */
export const COMPILE_HINT: string;
export function firstLoadChunks(distDir: string): string[];
export function addCompileHints(distDir: string): number;
