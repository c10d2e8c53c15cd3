import { afterEach, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from './realtime-event';
import { RealtimeSequencer } from './realtime-sequencer';

const frame = (seq: number): RealtimeEvent => ({
  seq,
  officeId: 'office',
  inboxId: 'inbox',
  conversationId: null,
  userId: null,
  event: 'conversation:list:update',
  data: { n: seq },
});

/** A store whose committed frames the test controls. */
function setup(committed: number[], lastSeq = 0) {
  const stored = new Set(committed);
  const delivered: number[] = [];
  const sequencer = new RealtimeSequencer(
    {
      lastSeq: async () => lastSeq,
      loadFrom: async (from, limit) => [...stored].filter((seq) => seq >= from).sort((a, b) => a - b).slice(0, limit).map(frame),
    },
    (event) => delivered.push(event.seq),
    (error) => {
      throw error;
    },
    { pollMs: 40, gapPollMs: 10, gapTimeoutMs: 150 },
  );
  started.push(sequencer);
  return { sequencer, delivered, commit: (seq: number) => stored.add(seq) };
}

const started: RealtimeSequencer[] = [];
afterEach(() => started.splice(0).forEach((sequencer) => sequencer.stop()));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('RealtimeSequencer', () => {
  it('delivers frames that arrive out of order in seq order', async () => {
    const { sequencer, delivered } = setup([], 10);
    await sequencer.start();
    for (const seq of [12, 11, 14, 13]) sequencer.receive(frame(seq));
    expect(delivered).toEqual([11, 12, 13, 14]);
    expect(sequencer.position).toBe(15);
  });

  it('ignores what was stored before it started and what it already delivered', async () => {
    const { sequencer, delivered } = setup([], 10);
    sequencer.receive(frame(9));
    await sequencer.start();
    sequencer.receive(frame(11));
    sequencer.receive(frame(11));
    sequencer.receive(frame(10));
    expect(delivered).toEqual([11]);
  });

  it('fills a gap from the store when a broadcast was lost', async () => {
    const { sequencer, delivered, commit } = setup([]);
    await sequencer.start();
    commit(1);
    commit(2);
    sequencer.receive(frame(2));
    expect(delivered).toEqual([]);
    await sleep(60);
    expect(delivered).toEqual([1, 2]);
  });

  it('picks up committed frames whose broadcast never came, with no later frame to reveal them', async () => {
    const { sequencer, delivered, commit } = setup([]);
    await sequencer.start();
    commit(1);
    await sleep(100);
    expect(delivered).toEqual([1]);
  });

  it('skips a seq that never commits after the timeout, and still delivers it should it come late', async () => {
    const { sequencer, delivered, commit } = setup([]);
    await sequencer.start();
    commit(2);
    sequencer.receive(frame(2));
    await sleep(60);
    expect(delivered).toEqual([]);
    await sleep(200);
    expect(delivered).toEqual([2]);
    sequencer.receive(frame(1));
    expect(delivered).toEqual([2, 1]);
    sequencer.receive(frame(1));
    expect(delivered).toEqual([2, 1]);
  });
});
