// The replica's side of ServiceChildren (bench-kit.ts), for the bench's child processes.

/**
 * Tells the parent bench this replica is ready (its port and whatever else it needs), answers
 * 'cpu' with the CPU the process used, and on 'stop' runs `close` once and exits. A parent gone
 * without saying stop (a crash, Ctrl-C) stops it too: no replica outlives its bench.
 */
export function answerBenchParent(ready: { port: number } & Record<string, unknown>, close: () => Promise<void>) {
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
    if (message === 'stop') void stop();
  });
  process.on('disconnect', () => void stop());
}
