import { describe, expect, it } from 'vitest';

/**
 * Issue 31 item 10 and issue 28 item 1: `instrumentation-client.ts` turns zod's JIT off without importing zod, through
 * the object zod keeps its configuration in. If a zod release stops reading `globalThis.__zod_globalConfig`, this fails
 * (and every public page would report a CSP eval violation again: e2e crawl-round2 item 10).
 */
describe('zod runs jitless in the browser without zod in the first load', () => {
  it('the setting made before zod loads is the one zod reads', async () => {
    await import('@/instrumentation-client');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });

  it('a zod schema built afterwards parses without compiling (no new Function)', async () => {
    await import('@/instrumentation-client');
    const { z } = await import('zod');
    const original = globalThis.Function;
    const compiled: string[] = [];
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        compiled.push(String(args.at(-1)).slice(0, 40));
        return Reflect.construct(target, args);
      },
    });
    try {
      const schema = z.object({ id: z.number(), title: z.string() });
      expect(schema.parse({ id: 1, title: '新闻' })).toEqual({ id: 1, title: '新闻' });
      expect(schema.parse({ id: 2, title: 'x' })).toEqual({ id: 2, title: 'x' });
    } finally {
      globalThis.Function = original;
    }
    expect(compiled).toEqual([]);
  });
});
