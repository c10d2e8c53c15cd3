// Where a latency tail comes from, for `npm run bench -- ingest` (both off by default):
//   BENCH_LOOP_STALLS=1  prints every event-loop stall over 12 ms of the bench and of each service
//   BENCH_WINDOWS=1      prints, after each step, the 100 ms windows whose slowest message took
//                        over 30 ms, split into "until the entry point received it" + "after"

export const showLoopStalls = Boolean(process.env.BENCH_LOOP_STALLS);
export const showSlowWindows = Boolean(process.env.BENCH_WINDOWS);

/** A message slower than this makes its window worth printing. */
const SLOW_MS = 30;

const clock = (epochMs: number) => new Date(epochMs).toISOString().slice(11, 23);

/** Logs the moments this process's event loop did not turn for over 12 ms (GC, long work, no CPU). */
export function watchLoopStalls(label: string) {
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    if (now - last > 12) console.log(`${clock(Date.now())} ${label}: event loop stalled ${(now - last).toFixed(0)} ms`);
    last = now;
  }, 2).unref();
}

export interface DeliverySample {
  /** Scheduled send time (performance.now()). */
  due: number;
  /** Scheduled send → frame received, ms. */
  latency: number;
  /** Scheduled send → the entry point's receive time (the message's messageAt), ms. */
  untilEntry: number;
}

/** One line for a step: its slow 100 ms windows, with the split of their slowest message. */
export function describeSlowWindows(rate: number, start: number, samples: DeliverySample[]) {
  const windows = new Map<number, DeliverySample[]>();
  for (const sample of samples) {
    const index = Math.floor((sample.due - start) / 100);
    const inWindow = windows.get(index);
    if (inWindow) inWindow.push(sample);
    else windows.set(index, [sample]);
  }
  const slow = [...windows]
    .sort(([a], [b]) => a - b)
    .flatMap(([index, inWindow]) => {
      const worst = inWindow.reduce((a, b) => (b.latency > a.latency ? b : a));
      if (worst.latency <= SLOW_MS) return [];
      const over = inWindow.filter((sample) => sample.latency > SLOW_MS).length;
      return [`${(index / 10).toFixed(1)}s ${worst.latency.toFixed(0)}=${worst.untilEntry.toFixed(0)}+${(worst.latency - worst.untilEntry).toFixed(0)} ms (${over} over ${SLOW_MS})`];
    });
  return `  ${rate}/s from ${clock(performance.timeOrigin + start)}, windows over ${SLOW_MS} ms [slowest = until entry + after]: ${slow.join(', ') || 'none'}`;
}
