import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { RealtimeEvent } from './realtime-event';
import { SocketSession } from './socket-session';

const OFFICE = 'office-1';

function sessionWithLog() {
  const log: string[] = [];
  const socket = { OPEN: 1, readyState: 1, bufferedAmount: 0, send: (text: string) => log.push(`send ${text}`) } as unknown as WebSocket;
  const transport = { cork: () => log.push('cork'), uncork: () => log.push('uncork') };
  const session = new SocketSession(socket, 'user-1', OFFICE, 0, transport);
  session.inboxIds.add('inbox-1');
  return { session, log };
}

const frame = (seq: number): RealtimeEvent => ({ seq, officeId: OFFICE, inboxId: 'inbox-1', conversationId: null, userId: null, event: 'conversation:list:update', data: {} });

describe('SocketSession writes', () => {
  it('sends the frames of one turn in one write, and a later turn in another', async () => {
    const { session, log } = sessionWithLog();
    for (const seq of [1, 2, 3]) session.push(frame(seq), `frame ${seq}`);
    await Promise.resolve();
    session.push(frame(4), 'frame 4');
    await Promise.resolve();
    expect(log).toEqual(['cork', 'send frame 1', 'send frame 2', 'send frame 3', 'uncork', 'cork', 'send frame 4', 'uncork']);
  });

  it('sends each frame once, even when it is pushed again', async () => {
    const { session, log } = sessionWithLog();
    session.push(frame(7), 'frame 7');
    session.push(frame(7), 'frame 7');
    await Promise.resolve();
    expect(log.filter((line) => line.startsWith('send'))).toEqual(['send frame 7']);
  });
});
