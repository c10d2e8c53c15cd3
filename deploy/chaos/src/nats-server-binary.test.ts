import { describe, expect, it } from 'vitest';
import { isAtLeast, natsServerBinary, versionOf } from './nats-server-binary';

describe("the chaos run's nats-server", () => {
  it('compares versions part by part', () => {
    expect(isAtLeast([2, 9, 10])).toBe(false);
    expect(isAtLeast([2, 10, 0])).toBe(true);
    expect(isAtLeast([2, 11, 3])).toBe(true);
    expect(isAtLeast([3, 0, 0])).toBe(true);
    expect(isAtLeast(null)).toBe(false);
  });

  it("is of the chart's line (2.10 or later), fetched from Debian when the machine's is older", () => {
    const lines: string[] = [];
    const binary = natsServerBinary((line) => lines.push(line));
    expect(isAtLeast(versionOf(binary)), `${binary}: ${lines.join('; ')}`).toBe(true);
  }, 240_000);
});
