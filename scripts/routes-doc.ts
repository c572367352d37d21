/**
 * `npm run docs:routes`: writes docs/routes.md from the route table (lib/routing/route-table.ts), and the proxy's
 * matcher literal in proxy.ts (Next reads it statically, so it cannot be imported; tests/unit/fast-path.test.ts compares).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { proxyMatcherSource } from '../lib/routing/fast-path';
import { renderRoutesDoc } from '../lib/routing/routes-doc';

writeFileSync(new URL('../docs/routes.md', import.meta.url), renderRoutesDoc());
console.log('docs/routes.md written');

const proxyFile = new URL('../proxy.ts', import.meta.url);
const proxy = readFileSync(proxyFile, 'utf8');
const next = proxy.replace(/(matcher: \[\n\s*)"[^\n]*",\n/, (_, head: string) => `${head}${JSON.stringify(proxyMatcherSource())},\n`);
if (!next.includes(JSON.stringify(proxyMatcherSource()))) throw new Error('proxy.ts: matcher literal not found');
writeFileSync(proxyFile, next);
console.log('proxy.ts matcher written');
