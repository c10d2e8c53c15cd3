/**
 * Work that runs on a clock and on demand: every `everyMs`, and at once when woken (a new
 * timeout or lookup was just stored). Passes never overlap; a wake during a pass runs one more
 * right after it. Failures are logged, and the next tick tries again.
 */
export class Ticker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly pass: () => Promise<void>,
    private readonly options: { everyMs: number; onError: (error: unknown) => void },
  ) {}

  start() {
    this.timer = setInterval(() => this.wake(), this.options.everyMs);
    this.timer.unref();
  }

  wake() {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass()
      .catch(this.options.onError)
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Stops the clock and waits for a pass under way. */
  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
