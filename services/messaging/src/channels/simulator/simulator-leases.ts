import type { KeyValueStore } from '@balcao/service-kit';
import { DeviceLeases } from '../device-lease';

export interface SimulatorLeasesOptions {
  store: KeyValueStore;
  replicaId: string;
  ttlSeconds: number;
  renewMs: number;
  /** The simulator devices paired right now: only those are driven. */
  connectedDevices(): Promise<string[]>;
  /** This replica just took the device: it hands over what the phone kept meanwhile. */
  onTaken(integrationId: string): void;
  /** After each round: messages still kept for devices held here (a hand-over request that got lost) go now. */
  afterRound(held: ReadonlySet<string>): Promise<void>;
  onError(error: unknown): void;
}

/**
 * Which simulator devices this replica drives: the same leases as Baileys' devices. A round,
 * every `renewMs`, renews the leases held here, gives up those of devices no longer connected,
 * and takes the free ones of connected devices (orphaned by a replica that died or stopped).
 */
export class SimulatorLeases {
  private readonly leases: DeviceLeases;
  private readonly held = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<void> | null = null;
  private stopped = false;

  constructor(private readonly options: SimulatorLeasesOptions) {
    this.leases = new DeviceLeases(options.store, options.replicaId, options.ttlSeconds);
  }

  get replicaId() {
    return this.leases.replicaId;
  }

  /** Whether this replica drives the device (a memory check: the hot paths ask it per message). */
  holds(integrationId: string): boolean {
    return this.held.has(integrationId);
  }

  holder(integrationId: string): Promise<string | null> {
    return this.leases.holder(integrationId);
  }

  /** Takes the device when its lease is free (true also when held here already). */
  async take(integrationId: string): Promise<boolean> {
    if (this.stopped || !(await this.leases.acquire(integrationId))) return false;
    if (!this.held.has(integrationId)) {
      this.held.add(integrationId);
      this.options.onTaken(integrationId);
    }
    return true;
  }

  async release(integrationId: string): Promise<void> {
    this.held.delete(integrationId);
    await this.leases.release(integrationId);
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.runRound();
    this.timer ??= setInterval(() => void this.runRound(), this.options.renewMs);
  }

  /** Gives every device up at once, so another replica takes them on its next send or round. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.round;
    await Promise.all([...this.held].map((id) => this.release(id)));
  }

  private runRound(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.round ??= this.keepAndPickUp()
      .catch(this.options.onError)
      .finally(() => {
        this.round = null;
      });
    return this.round;
  }

  private async keepAndPickUp() {
    const connected = new Set(await this.options.connectedDevices());
    for (const id of [...this.held]) {
      if (!connected.has(id)) await this.release(id);
      else if (!(await this.leases.renew(id))) this.held.delete(id);
    }
    for (const id of connected) {
      if (this.stopped) return;
      if (!this.held.has(id)) await this.take(id);
    }
    await this.options.afterRound(this.held);
  }
}
