import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { OutboxEntry } from '../lib/outbox';

type Listener = () => void;
const EMPTY: readonly OutboxEntry[] = [];

/**
 * Sends in flight or failed, per conversation. It lives beside the query cache rather than in
 * it, so the 60-second refetch of the messages never wipes a message that is still going out.
 */
export class OutboxStore {
  private entries = new Map<string, readonly OutboxEntry[]>();
  private listeners = new Set<Listener>();

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  entriesOf = (conversationId: string): readonly OutboxEntry[] => this.entries.get(conversationId) ?? EMPTY;

  add(entry: OutboxEntry) {
    this.set(entry.conversationId, [...this.entriesOf(entry.conversationId), entry]);
  }

  update(conversationId: string, localId: string, change: (entry: OutboxEntry) => OutboxEntry) {
    this.set(
      conversationId,
      this.entriesOf(conversationId).map((entry) => (entry.localId === localId ? change(entry) : entry)),
    );
  }

  remove(conversationId: string, localId: string) {
    const removed = this.entriesOf(conversationId).find((entry) => entry.localId === localId);
    if (removed?.message.fileUrl?.startsWith('blob:')) URL.revokeObjectURL(removed.message.fileUrl);
    this.set(
      conversationId,
      this.entriesOf(conversationId).filter((entry) => entry.localId !== localId),
    );
  }

  private set(conversationId: string, list: readonly OutboxEntry[]) {
    if (list.length === 0) this.entries.delete(conversationId);
    else this.entries.set(conversationId, list);
    for (const listener of this.listeners) listener();
  }
}

const OutboxContext = createContext<OutboxStore | null>(null);

export function OutboxProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => new OutboxStore());
  return <OutboxContext.Provider value={store}>{children}</OutboxContext.Provider>;
}

export function useOutboxStore(): OutboxStore {
  const store = useContext(OutboxContext);
  if (!store) throw new Error('useOutboxStore precisa estar dentro de OutboxProvider');
  return store;
}

export function useOutboxEntries(conversationId: string): readonly OutboxEntry[] {
  const store = useOutboxStore();
  return useSyncExternalStore(store.subscribe, () => store.entriesOf(conversationId));
}
