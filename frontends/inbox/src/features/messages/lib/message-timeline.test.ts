import { describe, expect, it } from 'vitest';
import { message, ownMessage } from '../../../test/fixtures';
import { groupMessagesByDay, groupReactions } from './message-timeline';

// Local-time dates so the expectations hold in any timezone.
const now = new Date(2025, 2, 5, 14, 30);
const at = (day: number, hour: number, minute = 0) => new Date(2025, 2, day, hour, minute).toISOString();

describe('groupMessagesByDay', () => {
  it('labels today Hoje, yesterday Ontem and older days dd/MM/yyyy, oldest first', () => {
    const messages = [
      message({ content: 'a', messageAt: at(2, 9) }),
      message({ content: 'b', messageAt: at(2, 18) }),
      message({ content: 'c', messageAt: at(4, 23, 59) }),
      message({ content: 'd', messageAt: at(5, 0, 1) }),
      message({ content: 'e', messageAt: at(5, 14) }),
    ];
    const days = groupMessagesByDay(messages, now);
    expect(days.map((day) => day.label)).toEqual(['02/03/2025', 'Ontem', 'Hoje']);
    expect(days.map((day) => day.messages.map((item) => item.content))).toEqual([['a', 'b'], ['c'], ['d', 'e']]);
  });

  it('splits at local midnight and across months', () => {
    const days = groupMessagesByDay(
      [message({ messageAt: new Date(2025, 1, 28, 23, 0).toISOString() }), message({ messageAt: new Date(2025, 2, 1, 0, 0).toISOString() })],
      new Date(2025, 2, 1, 10, 0),
    );
    expect(days.map((day) => day.label)).toEqual(['Ontem', 'Hoje']);
  });

  it('leaves reactions out of the timeline (they show under their message)', () => {
    const target = message({ messageAt: at(5, 10) });
    const reaction = message({ type: 'reaction', content: '👍', messageAt: at(5, 11), metadata: { reactionMessageId: target.id } });
    const days = groupMessagesByDay([target, reaction], now);
    expect(days).toHaveLength(1);
    expect(days[0].messages).toEqual([target]);
  });

  it('gives no groups for no messages', () => {
    expect(groupMessagesByDay([], now)).toEqual([]);
  });
});

describe('groupReactions', () => {
  it('keeps the server groups of each message', () => {
    const target = message({ reactions: [{ emoji: '👍', count: 2 }, { emoji: '❤️', count: 1 }] });
    expect(groupReactions([target]).get(target.id)).toEqual([
      { emoji: '👍', count: 2 },
      { emoji: '❤️', count: 1 },
    ]);
  });

  it('counts live reactions under the message they reference, one per side', () => {
    const target = ownMessage({ messageAt: at(5, 10) });
    const fromClient = message({ type: 'reaction', content: '👍', direction: 'INBOUND', messageAt: at(5, 11), metadata: { reactionMessageId: target.id } });
    const fromOffice = ownMessage({ type: 'reaction', content: '👍', messageAt: at(5, 12), metadata: { reactionMessageId: target.id } });
    expect(groupReactions([target, fromClient, fromOffice]).get(target.id)).toEqual([{ emoji: '👍', count: 2 }]);
  });

  it("replaces a side's earlier reaction with its latest, and an empty one removes it", () => {
    const target = message({ messageAt: at(5, 10) });
    const first = message({ type: 'reaction', content: '👍', messageAt: at(5, 11), metadata: { reactionMessageId: target.id } });
    const changed = message({ type: 'reaction', content: '😂', messageAt: at(5, 12), metadata: { reactionMessageId: target.id } });
    expect(groupReactions([target, first, changed]).get(target.id)).toEqual([{ emoji: '😂', count: 1 }]);

    const removed = message({ type: 'reaction', content: '', messageAt: at(5, 13), metadata: { reactionMessageId: target.id } });
    expect(groupReactions([target, first, changed, removed]).get(target.id)).toBeUndefined();
  });

  it('adds a live reaction to the server groups of the same emoji', () => {
    const target = message({ reactions: [{ emoji: '🙏', count: 1 }] });
    const live = ownMessage({ type: 'reaction', content: '🙏', metadata: { reactionMessageId: target.id } });
    expect(groupReactions([target, live]).get(target.id)).toEqual([{ emoji: '🙏', count: 2 }]);
  });
});
