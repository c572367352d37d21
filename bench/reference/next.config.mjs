import path from 'node:path';

/** The bare reference app of `npm run bench`; built into bench/reference/.next with the project's own Next. */
const config = { turbopack: { root: path.resolve(import.meta.dirname, '../..') }, outputFileTracingRoot: path.resolve(import.meta.dirname, '../..') };
export default config;
