/**
 * Runs in the browser before the app's modules (issue 31 item 10). Zod 4 compiles a fast object parser with
 * `new Function` and, to know whether it may, probes `eval` when an object schema is built; under the site's CSP
 * (no 'unsafe-eval') that probe is blocked and reported as a `script-src` violation on every public page. `jitless`
 * skips both the probe and the compiled path; it must be set before the first schema is constructed, hence here.
 *
 * Zod keeps its configuration on `globalThis.__zod_globalConfig` (zod/v4/core/core.js: `config()` assigns into it, and
 * every copy of zod reads it), so it is set without importing zod: `import { config } from 'zod/v4/core'` put zod's
 * core (≈ 5 KB gzipped) in every page's first-load JS (issue 28 item 1). tests/unit/zod-jitless.test.ts fails if zod
 * stops reading that object.
 */
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
// in place: a zod already loaded holds this very object
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};
