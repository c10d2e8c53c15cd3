import { describe, expect, it } from 'vitest';
import { BatchQueue } from './batch-queue';

describe('BatchQueue (group commit)', () => {
  it('handles the items that arrive together in one run, answering each its own result', async () => {
    const runs: number[][] = [];
    const queue = new BatchQueue<number, number>(async (items) => {
      runs.push(items);
      return items.map((item) => item * 10);
    });
    const results = await Promise.all([1, 2, 3].map((item) => queue.push(item)));
    expect(results).toEqual([10, 20, 30]);
    expect(runs).toEqual([[1, 2, 3]]);
  });

  it('gathers what arrives while runs are in flight into the next run, never more runs at once than allowed', async () => {
    let inFlight = 0;
    let mostInFlight = 0;
    const sizes: number[] = [];
    const queue = new BatchQueue<number, number>(
      async (items) => {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        sizes.push(items.length);
        await new Promise((resolve) => setTimeout(resolve, 20));
        inFlight -= 1;
        return items;
      },
      { maxRunning: 1, maxBatch: 50 },
    );
    const first = queue.push(0);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const rest = Array.from({ length: 120 }, (_, index) => queue.push(index + 1));
    await Promise.all([first, ...rest]);
    expect(mostInFlight).toBe(1);
    expect(sizes).toEqual([1, 50, 50, 20]);
  });

  it('with lingerMs, items of separate turns within the window share one run', async () => {
    const runs: number[][] = [];
    const queue = new BatchQueue<number, number>(
      async (items) => {
        runs.push(items);
        return items;
      },
      { lingerMs: 30 },
    );
    const first = queue.push(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = queue.push(2);
    await Promise.all([first, second]);
    expect(runs).toEqual([[1, 2]]);
  });

  it('with lingerMs, what arrives during a run waits for company too, instead of starting the next run at once', async () => {
    const runs: number[][] = [];
    const queue = new BatchQueue<number, number>(
      async (items) => {
        runs.push(items);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return items;
      },
      { lingerMs: 40 },
    );
    const first = queue.push(1);
    await new Promise((resolve) => setTimeout(resolve, 42)); // the first run is in flight
    const during = queue.push(2);
    await new Promise((resolve) => setTimeout(resolve, 10)); // the first run is over
    const after = queue.push(3);
    await Promise.all([first, during, after]);
    expect(runs).toEqual([[1], [2, 3]]);
  });

  it('retries a failed batch item by item, so only the bad item fails', async () => {
    const queue = new BatchQueue<string, string>(async (items) => {
      if (items.includes('bad')) throw new Error(`não foi possível: ${items.join(',')}`);
      return items.map((item) => item.toUpperCase());
    });
    const settled = await Promise.allSettled(['a', 'bad', 'c'].map((item) => queue.push(item)));
    expect(settled[0]).toEqual({ status: 'fulfilled', value: 'A' });
    expect(settled[1]).toMatchObject({ status: 'rejected', reason: new Error('não foi possível: bad') });
    expect(settled[2]).toEqual({ status: 'fulfilled', value: 'C' });
  });
});
