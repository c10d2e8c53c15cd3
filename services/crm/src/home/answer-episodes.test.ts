import { describe, expect, it } from 'vitest';
import { answerEpisodes, type TimelineMessage } from './answer-episodes';

const at = (minute: number) => new Date(Date.UTC(2026, 2, 10, 12, minute));
const client = (id: string, minute: number): TimelineMessage => ({ id, inbound: true, isReply: false, at: at(minute) });
const office = (id: string, minute: number, isReply = true): TimelineMessage => ({ id, inbound: false, isReply, at: at(minute) });

describe('answer episodes', () => {
  it('measures from the first unanswered client message to the first reply', () => {
    const episodes = answerEpisodes([client('a', 0), client('b', 3), office('c', 5), office('d', 6), client('e', 10), office('f', 12)]);
    expect(episodes.map((episode) => episode.seconds)).toEqual([300, 120]);
    expect(episodes[0].askedAt).toEqual(at(0));
  });

  it('does not count a flow message as an answer', () => {
    expect(answerEpisodes([client('a', 0), office('b', 0, false), office('c', 4)])).toEqual([{ askedAt: at(0), answeredAt: at(4), seconds: 240 }]);
  });

  it('leaves a client still waiting out, and ignores replies nobody asked for', () => {
    expect(answerEpisodes([office('a', 0), client('b', 1)])).toEqual([]);
  });

  it('gives the same episodes whatever the order the messages arrive in', () => {
    const messages = [client('a', 0), office('b', 2), client('c', 5), client('d', 5), office('e', 9)];
    const expected = answerEpisodes(messages);
    expect(answerEpisodes([...messages].reverse())).toEqual(expected);
    expect(answerEpisodes([messages[4], messages[1], messages[3], messages[0], messages[2]])).toEqual(expected);
  });
});
