// The replica's side of ServiceChildren (bench-kit.ts), for the bench's child processes.
import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Tells the parent bench this replica is ready (its port and whatever else it needs), answers
 * 'cpu' with the CPU the process used and 'loop' with its event loop's delays since the last
 * 'loop' (ms), and on 'stop' runs `close` once and exits. A parent gone without saying stop (a
 * crash, Ctrl-C) stops it too: no replica outlives its bench.
 */
export function answerBenchParent(ready: { port: number } & Record<string, unknown>, close: () => Promise<void>) {
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  process.send?.(ready);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await close().catch(() => undefined);
    process.exit(0);
  };
  process.on('message', (message) => {
    if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
    if (message === 'loop') {
      const ms = (ns: number) => Number((ns / 1e6).toFixed(1));
      process.send?.({ loop: { 'p50 ms': ms(loopDelay.percentile(50)), 'p99 ms': ms(loopDelay.percentile(99)), 'max ms': ms(loopDelay.max) } });
      loopDelay.reset();
    }
    if (message === 'stop') void stop();
  });
  process.on('disconnect', () => void stop());
}
