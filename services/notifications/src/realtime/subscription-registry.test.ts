import { describe, expect, it } from 'vitest';
import { isAudienceOf, type RealtimeEvent, type SocketAudience } from './realtime-event';
import { SubscriptionRegistry } from './subscription-registry';

interface FakeSocket extends SocketAudience {
  name: string;
  inboxIds: Set<string>;
  conversations: Map<string, string>;
}

const socket = (name: string, officeId: string, userId: string, subscriptions: { office?: boolean; inboxes?: string[]; conversations?: [string, string][] }) => ({
  name,
  officeId,
  userId,
  officeSubscribed: subscriptions.office ?? false,
  inboxIds: new Set(subscriptions.inboxes ?? []),
  conversations: new Map(subscriptions.conversations ?? []),
});

const sockets: FakeSocket[] = [
  socket('office-1 inbox A', 'o1', 'u1', { inboxes: ['A'] }),
  socket('office-1 conversation a1', 'o1', 'u2', { conversations: [['a1', 'A']] }),
  socket('office-1 inbox B + office', 'o1', 'u3', { inboxes: ['B'], office: true }),
  socket('office-1 bare socket of u1', 'o1', 'u1', {}),
  socket('office-2 inbox C', 'o2', 'u4', { inboxes: ['C'], conversations: [['c1', 'C']], office: true }),
];

const event = (overrides: Partial<RealtimeEvent>): RealtimeEvent => ({
  seq: 1,
  officeId: 'o1',
  inboxId: null,
  conversationId: null,
  userId: null,
  event: 'conversation:list:update',
  data: {},
  ...overrides,
});

describe('routing a frame', () => {
  const registry = new SubscriptionRegistry<FakeSocket>();
  for (const s of sockets) {
    registry.addSocket(s);
    if (s.officeSubscribed) registry.subscribeOffice(s);
    for (const inboxId of s.inboxIds) registry.subscribeInbox(s, inboxId);
    for (const conversationId of s.conversations.keys()) registry.subscribeConversation(s, conversationId);
  }
  const namesFor = (frame: RealtimeEvent) => registry.audienceOf(frame).map((s) => s.name).sort();

  it.each([
    ['a message goes to the conversation and its inbox', event({ inboxId: 'A', conversationId: 'a1', event: 'conversation:message' }), ['office-1 conversation a1', 'office-1 inbox A']],
    ['a list update goes to the inbox only', event({ inboxId: 'A' }), ['office-1 inbox A']],
    ['a user notification goes to every socket of that user', event({ inboxId: 'A', userId: 'u1', event: 'notification:new' }), ['office-1 bare socket of u1', 'office-1 inbox A']],
    ['an office event goes to the office’s subscribers', event({}), ['office-1 inbox B + office']],
    ['nothing crosses offices, even with a known id', event({ officeId: 'o2', inboxId: 'A', conversationId: 'a1' }), []],
    ['a user id of another office reaches no one', event({ officeId: 'o2', userId: 'u1' }), []],
  ])('%s', (_label, frame, expected) => {
    expect(namesFor(frame)).toEqual(expected);
    // The index and the rule used on resume agree.
    expect(sockets.filter((s) => isAudienceOf(frame, s)).map((s) => s.name).sort()).toEqual(expected);
  });
});
