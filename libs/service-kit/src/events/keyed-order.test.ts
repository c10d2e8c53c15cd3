import { describe, expect, it } from 'vitest';
import { keyedOrder } from './keyed-order';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('keyedOrder', () => {
  it("keeps one key's work in order and runs different keys side by side", async () => {
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const run = keyedOrder<{ key: string; name: string; ms: number }>(
      (item) => item.key,
      async (item) => {
        running += 1;
        most = Math.max(most, running);
        await sleep(item.ms);
        log.push(item.name);
        running -= 1;
      },
    );
    await Promise.all([
      run({ key: 'a', name: 'a1', ms: 30 }),
      run({ key: 'a', name: 'a2', ms: 1 }),
      run({ key: 'b', name: 'b1', ms: 5 }),
      run({ key: 'a', name: 'a3', ms: 1 }),
    ]);
    expect(log.filter((name) => name.startsWith('a'))).toEqual(['a1', 'a2', 'a3']);
    expect(log.indexOf('b1')).toBeLessThan(log.indexOf('a1'));
    expect(most).toBe(2);
  });

  it('goes on with the next item of a key after one fails, and reports the failure to its caller', async () => {
    const done: string[] = [];
    const run = keyedOrder<string>(
      () => 'same',
      async (name) => {
        if (name === 'bad') throw new Error('falhou');
        done.push(name);
      },
    );
    const results = await Promise.allSettled([run('bad'), run('good')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled']);
    expect(done).toEqual(['good']);
  });
});
