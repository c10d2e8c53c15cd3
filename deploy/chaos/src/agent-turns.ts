import pg from 'pg';

/** A message of an agent-office conversation as messaging stored it. */
export interface TurnMessage {
  direction: 'INBOUND' | 'OUTBOUND';
  isAgent: boolean;
  /** `<reply request event id>:<position>` for a robot's message (messaging's robot replies). */
  requestKey: string | null;
}

export interface AgentConversation {
  id: string;
  /** Whether the agent still holds it (ROBOT_INTERACTIVE) at the count. */
  withAgent: boolean;
  /** In the conversation's order (message time, then id). */
  messages: TurnMessage[];
}

export interface AgentTurnCount {
  conversations: number;
  /** Client messages the agent held (before its hand-over). */
  clientMessages: number;
  /** Agent replies: one per reply request (a turn may gather several client messages). */
  answered: number;
  /** Replies with no client message of theirs before them: a turn answered twice. */
  twice: number;
  /** Conversations whose last client messages the agent never answered. */
  unanswered: Array<{ conversationId: string; messages: number; withPeople: boolean }>;
  handedOver: number;
}

/**
 * Every turn the agent held answered once, from messaging's record of each conversation. The
 * agent gathers the client's messages until its answer is due (a turn), answers them with one
 * reply request, and stops at its hand-over (the conversation leaves ROBOT_INTERACTIVE; nothing
 * of a robot is sent after it). So, in order: each reply must have at least one client message
 * since the reply before it (else it answers a turn again), and client messages after the
 * agent's last reply are a turn never answered, while the agent still holds the conversation or,
 * with no reply at all, once people have it. A reply counts against one message only, so a
 * double of a turn that gathered several messages goes unseen (the agent office's clients wait
 * for each answer, which keeps most turns to one message).
 */
export function countAgentTurns(conversations: AgentConversation[]): AgentTurnCount {
  const count: AgentTurnCount = { conversations: conversations.length, clientMessages: 0, answered: 0, twice: 0, unanswered: [], handedOver: 0 };
  for (const conversation of conversations) {
    const replies = new Set<string>();
    // Client messages no reply has counted against yet, and those since the last reply.
    let pending = 0;
    let sinceReply = 0;
    for (const message of conversation.messages) {
      if (message.direction === 'INBOUND') {
        pending += 1;
        sinceReply += 1;
        continue;
      }
      if (!message.isAgent) continue;
      const request = message.requestKey?.split(':')[0] ?? '';
      if (replies.has(request)) continue; // the same reply's next message
      replies.add(request);
      count.answered += 1;
      if (pending === 0) count.twice += 1;
      else pending -= 1;
      count.clientMessages += sinceReply;
      sinceReply = 0;
    }
    if (!conversation.withAgent) count.handedOver += 1;
    // After the hand-over the client writes to people; with no reply at all the agent never answered.
    if (sinceReply > 0 && (conversation.withAgent || replies.size === 0)) {
      count.clientMessages += sinceReply;
      count.unanswered.push({ conversationId: conversation.id, messages: sinceReply, withPeople: !conversation.withAgent });
    }
  }
  return count;
}

/** The agent device's conversations and their messages, as messaging stored them (FAILED attempts included: on no phone, they show as missing there). */
export async function agentConversations(databaseUrl: string, integrationId: string): Promise<AgentConversation[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; status: string; messages: TurnMessage[] | null }>(
      `select c.id, c.status,
         (select json_agg(json_build_object('direction', m.direction, 'isAgent', m.is_agent, 'requestKey', m.request_key) order by m.message_at, m.id)
            from messaging.messages m where m.conversation_id = c.id and m.type <> 'reaction') as messages
       from messaging.conversations c where c.integration_id = $1`,
      [integrationId],
    );
    return rows.map((row) => ({ id: row.id, withAgent: row.status === 'ROBOT_INTERACTIVE', messages: row.messages ?? [] }));
  } finally {
    await client.end();
  }
}

const ATTENDANT_ANSWER = /^R[0-9a-f]{6}-\d+-/;

/** The agent's messages stored per phone and text against the phones' own chats: each once on its phone. */
export async function agentRepliesOnPhones(databaseUrl: string, integrationId: string, onPhones: Array<{ phone: string; text: string }>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ phone: string; text: string; copies: string }>(
      `select p.phone_number as phone, m.content as text, count(*) as copies from messaging.messages m
         join messaging.conversations c on c.id = m.conversation_id join messaging.people p on p.id = c.person_id
       where m.integration_id = $1 and m.is_agent and m.direction = 'OUTBOUND' group by 1, 2`,
      [integrationId],
    );
    // The last eight digits name a phone of the run (messaging may write the number another way).
    const key = (phone: string, text: string) => `${phone.replace(/\D/g, '').slice(-8)}|${text}`;
    const stored = new Map(rows.map((row) => [key(row.phone, row.text), Number(row.copies)]));
    const shown = new Map<string, number>();
    // The phone also shows the attendants' answers (R<run>-…): only the agent's texts are compared.
    for (const each of onPhones) if (!ATTENDANT_ANSWER.test(each.text)) shown.set(key(each.phone, each.text), (shown.get(key(each.phone, each.text)) ?? 0) + 1);
    let missing = 0;
    let twice = 0;
    for (const [each, copies] of stored) missing += Math.max(0, copies - (shown.get(each) ?? 0));
    for (const [each, copies] of shown) twice += Math.max(0, copies - (stored.get(each) ?? 0));
    return { stored: [...stored.values()].reduce((sum, n) => sum + n, 0), missing, twice };
  } finally {
    await client.end();
  }
}
