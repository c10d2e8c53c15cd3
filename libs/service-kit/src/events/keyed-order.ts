/**
 * Runs work for the same key one after another, in the order it was handed over, and work for
 * different keys side by side: a conversation's events stay in order while many conversations
 * are handled at once.
 */
export function keyedOrder<T>(keyOf: (item: T) => string | null, work: (item: T) => Promise<void>) {
  const tails = new Map<string, Promise<void>>();
  return async (item: T) => {
    const key = keyOf(item);
    if (key === null) return work(item);
    const previous = tails.get(key) ?? Promise.resolve();
    // A failed predecessor is redelivered by the bus; the next one need not wait for that.
    const current = previous.catch(() => undefined).then(() => work(item));
    tails.set(key, current);
    try {
      await current;
    } finally {
      if (tails.get(key) === current) tails.delete(key);
    }
  };
}

/** The conversation an event is about, by the shapes messaging's and the robots' events carry. */
export function conversationKeyOf(event: { payload: unknown }): string | null {
  const payload = event.payload as { conversationId?: unknown; conversation?: { id?: unknown }; message?: { conversationId?: unknown } } | null;
  const id = payload?.conversationId ?? payload?.conversation?.id ?? payload?.message?.conversationId;
  return typeof id === 'string' ? id : null;
}
