import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { DeviceLeaseWatcher, pidOfHolder, takeOverTimes, type LeaseSnapshot } from './device-leases';

const snapshot = (at: number, holders: Record<string, string>): LeaseSnapshot => ({ at, holders: new Map(Object.entries(holders)) });

describe('device take-over', () => {
  it("reads the holder's process from a lease value whose hostname has dashes", () => {
    expect(pidOfHolder('balcao-messaging-7f9c-41234-a1b2c3d4')).toBe(41234);
    expect(pidOfHolder('no-pid-here')).toBe(null);
  });

  it("measures, per device the killed replica held, the time until another process holds it and until its phone's first message", async () => {
    const killedAt = 10_000;
    const snapshots = [
      snapshot(1_000, { d1: 'host-100-aaaaaaaa', d2: 'host-100-aaaaaaaa', d3: 'host-200-bbbbbbbb' }),
      snapshot(9_600, { d1: 'host-100-aaaaaaaa', d2: 'host-100-aaaaaaaa', d3: 'host-200-bbbbbbbb' }),
      snapshot(40_500, { d1: 'host-200-cccccccc', d2: 'host-100-aaaaaaaa', d3: 'host-200-bbbbbbbb' }),
      snapshot(41_000, { d1: 'host-200-cccccccc', d2: 'host-300-dddddddd', d3: 'host-200-bbbbbbbb' }),
    ];
    const deliveries: Record<string, number> = { d1: 41_200 };
    const result = await takeOverTimes([{ at: killedAt, pid: 100 }, { at: 50_000, pid: 999 }], snapshots, async (device) => deliveries[device] ?? null);
    expect(result).toEqual({ kills: 1, devices: 2, lease: [30_500, 31_000], delivery: [31_200], neverTaken: 0, neverDelivered: 1 });
  });

  it('counts a device still held by the killed process as never taken over', async () => {
    const result = await takeOverTimes([{ at: 5_000, pid: 100 }], [snapshot(1_000, { d1: 'host-100-aaaaaaaa' })], async () => null);
    expect(result).toMatchObject({ devices: 1, lease: [], neverTaken: 1 });
  });
});

describe('the lease watcher on a real Redis', () => {
  const redis = new Redis('redis://127.0.0.1:6379/0');
  const prefix = `chaos-test-lease-${randomBytes(4).toString('hex')}:`;
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('keeps each change of holders and nothing while they stay', async () => {
    // Polled by hand here: the watcher's own clock (a minute) polls only once, at its start.
    const watcher = new DeviceLeaseWatcher('redis://127.0.0.1:6379/0', `${prefix}*`, 60_000);
    await watcher.start();
    await redis.set(`${prefix}device-1`, 'host-1-aaaaaaaa', 'EX', 30);
    await watcher.poll();
    await watcher.poll();
    await redis.set(`${prefix}device-1`, 'host-2-bbbbbbbb', 'EX', 30);
    await redis.set(`${prefix}device-2`, 'host-2-bbbbbbbb', 'EX', 30);
    await watcher.poll();
    await watcher.stop();
    const seen = watcher.snapshots.filter((each) => each.holders.size > 0).map((each) => Object.fromEntries(each.holders));
    expect(seen).toEqual([{ 'device-1': 'host-1-aaaaaaaa' }, { 'device-1': 'host-2-bbbbbbbb', 'device-2': 'host-2-bbbbbbbb' }]);
    expect(watcher.seen).toBe(true);
  });
});
