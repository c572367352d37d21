import { config } from 'zod/v4/core';

/**
 * Runs in the browser before the app's modules (issue 31 item 10). Zod 4 compiles a fast object parser with
 * `new Function` and, to know whether it may, probes `eval` when an object schema is built; under the site's CSP
 * (no 'unsafe-eval') that probe is blocked and reported as a `script-src` violation on every public page. `jitless`
 * skips both the probe and the compiled path; it must be set before the first schema is constructed, hence here
 * (`zod/v4/core` is the module that owns the config object: a few hundred bytes, not the schema library).
 */
config({ jitless: true });
