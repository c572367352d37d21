/** `npm run docs:routes`: writes docs/routes.md from the link table (lib/routing/routes.ts). */
import { writeFileSync } from 'node:fs';
import { renderRoutesDoc } from '../lib/routing/routes-doc';

writeFileSync(new URL('../docs/routes.md', import.meta.url), renderRoutesDoc());
console.log('docs/routes.md written');
