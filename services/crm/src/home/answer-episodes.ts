export interface TimelineMessage {
  id: string;
  inbound: boolean;
  isReply: boolean;
  at: Date;
}

export interface AnswerEpisode {
  askedAt: Date;
  answeredAt: Date;
  seconds: number;
}

/** Same instant: the client's message first, then by id, so the result never depends on arrival order. */
const byTime = (a: TimelineMessage, b: TimelineMessage) =>
  a.at.getTime() - b.at.getTime() || Number(b.inbound) - Number(a.inbound) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Answer times of one conversation: from the first client message the office has not yet
 * answered to the next reply of an attendant or an AI agent. A flow's automated text is no
 * answer; a client's unanswered messages at the end make no episode yet.
 */
export function answerEpisodes(messages: readonly TimelineMessage[]): AnswerEpisode[] {
  const episodes: AnswerEpisode[] = [];
  let waitingSince: Date | null = null;
  for (const message of [...messages].sort(byTime)) {
    if (message.inbound) waitingSince ??= message.at;
    else if (message.isReply && waitingSince) {
      const seconds = Math.max(0, Math.round((message.at.getTime() - waitingSince.getTime()) / 1000));
      episodes.push({ askedAt: waitingSince, answeredAt: message.at, seconds });
      waitingSince = null;
    }
  }
  return episodes;
}
