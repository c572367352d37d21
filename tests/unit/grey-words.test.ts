/** R59: the grey-word check the editors run before publishing: `POST /basic/words/validate` with its 60 s timeout. */
import { describe, expect, it } from 'vitest';
import { validateWords } from '@/lib/api/words';
import type { Transport } from '@/lib/api/transport';
import { WORD_VALIDATE_TIMEOUT_MS } from '@/lib/constants';

function recordingTransport(answer: string[]) {
  const calls: { path: string; options: Record<string, unknown> }[] = [];
  const post = async (path: string, options: Record<string, unknown>) => {
    calls.push({ path, options });
    return answer;
  };
  const unused = async () => {
    throw new Error('not used');
  };
  return { calls, transport: { kind: 'client', get: unused, post: post as Transport['post'], put: unused, del: unused } as Transport };
}

describe('R59 grey-word validation', () => {
  it('R59 posts the text to /basic/words/validate with a 60 s timeout', async () => {
    const { calls, transport } = recordingTransport(['代开发票']);
    await expect(validateWords(transport, '本店长期代开发票')).resolves.toEqual(['代开发票']);
    expect(WORD_VALIDATE_TIMEOUT_MS).toBe(60_000);
    expect(calls).toEqual([{ path: '/basic/words/validate', options: expect.objectContaining({ body: { content: '本店长期代开发票' }, timeout: 60_000 }) }]);
  });

  it('R59 an empty answer means clean', async () => {
    const { transport } = recordingTransport([]);
    await expect(validateWords(transport, '全 PE 单一材质软包装')).resolves.toEqual([]);
  });
});
