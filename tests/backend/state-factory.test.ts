/**
 * The shared-state factory (backend/src/state/shared-state.ts): in process without a Redis URL, key prefixes that
 * keep deployments apart, and what happens when Redis is missing or goes away (docs/shared-state.md, "When Redis is
 * down"): start-up fails within the connect timeout; while it is down calls fail fast instead of hanging; when it is
 * back the same state works again, the bus's subscriptions included.
 */
import { describe, expect, it } from 'vitest';
import { createSharedState } from '../../backend/src/state/shared-state';
import { freePort, startTempRedis } from '../../backend/src/state/temp-redis';
import { sleep, testRedisUrl } from './state-targets';

describe('createSharedState', () => {
  it('without a Redis URL the state lives in process', async () => {
    for (const redisUrl of [undefined, null, '']) {
      const state = await createSharedState({ redisUrl, keyPrefix: 'fbi' });
      expect(state.backend).toBe('memory');
      await state.close();
    }
  });

  it('refuses a key prefix with spaces or glob characters', async () => {
    await expect(createSharedState({ keyPrefix: 'a b' })).rejects.toThrow(/keyPrefix/);
    await expect(createSharedState({ keyPrefix: 'a*' })).rejects.toThrow(/keyPrefix/);
    await expect(createSharedState({ keyPrefix: '' })).rejects.toThrow(/keyPrefix/);
  });

  it('rejects within the connect timeout when no Redis answers, naming the URL without its password', async () => {
    const port = await freePort();
    const started = Date.now();
    await expect(createSharedState({ redisUrl: `redis://:secret@127.0.0.1:${port}`, keyPrefix: 'fbi', connectTimeoutMs: 400 })).rejects.toThrow(
      new RegExp(`127\\.0\\.0\\.1:${port}.*not ready within 400 ms`),
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

const redisUrl = testRedisUrl();
if (redisUrl) {
  describe('createSharedState on Redis', () => {
    it('answers a Redis-backed state; two key prefixes (deployments) do not see each other', async () => {
      const one = await createSharedState({ redisUrl, keyPrefix: `one-${Date.now()}` });
      const two = await createSharedState({ redisUrl, keyPrefix: `two-${Date.now()}` });
      try {
        expect(one.backend).toBe('redis');
        await one.tokens.put('t', 1, 60_000);
        await one.kv.set('k', 1, 60_000);
        await one.counters.record('c', 60_000);
        expect(await two.tokens.take('t')).toBeNull();
        expect(await two.kv.get('k')).toBeNull();
        expect((await two.counters.peek('c', 60_000)).count).toBe(0);
        const heard: unknown[] = [];
        await two.bus.subscribe('c', (m) => heard.push(m));
        await one.bus.publish('c', 'for one only');
        await two.bus.publish('c', 'for two');
        await sleep(100);
        expect(heard).toEqual(['for two']);
      } finally {
        await Promise.all([one.close(), two.close()]);
      }
    });

    it('while Redis is down calls fail fast; when it is back the state and its subscriptions work again', async () => {
      const server = await startTempRedis();
      const errors: string[] = [];
      const state = await createSharedState({ redisUrl: server.url, keyPrefix: 'outage', onError: (_e, source) => errors.push(source) });
      let restarted = server;
      try {
        const heard: unknown[] = [];
        await state.bus.subscribe('c', (m) => heard.push(m));
        await state.kv.set('k', 'before', 60_000);
        await server.stop();
        await sleep(50);
        const started = Date.now();
        await expect(state.kv.get('k')).rejects.toThrow();
        await expect(state.counters.take('limit', 10, 60_000)).rejects.toThrow();
        expect(Date.now() - started).toBeLessThan(1000);
        await sleep(300);

        restarted = await startTempRedis({ port: server.port });
        // the data is gone (no persistence); the connections come back by themselves
        const deadline = Date.now() + 10_000;
        for (;;) {
          try {
            await state.kv.set('k', 'after', 60_000);
            break;
          } catch (error) {
            if (Date.now() > deadline) throw error;
            await sleep(100);
          }
        }
        expect(await state.kv.get('k')).toBe('after');
        // the refused reconnects of the outage were reported (for the log), not thrown
        expect(errors.length).toBeGreaterThan(0);
        // the subscriber connection resubscribes on its own reconnect, which may come a little later
        for (let i = 0; i < 100 && heard.length === 0; i += 1) {
          await state.bus.publish('c', `ping ${i}`);
          await sleep(100);
        }
        expect(heard.length).toBeGreaterThan(0);
      } finally {
        await state.close();
        await restarted.stop();
      }
    });
  });
}
