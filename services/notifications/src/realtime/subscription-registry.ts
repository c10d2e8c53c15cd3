import type { RealtimeEvent } from './realtime-event';

/** The socket side the registry needs. */
export interface Subscriber {
  readonly officeId: string;
  readonly userId: string;
}

class Index<T> {
  private readonly map = new Map<string, Set<T>>();

  add(key: string, value: T) {
    let set = this.map.get(key);
    if (!set) {
      set = new Set();
      this.map.set(key, set);
    }
    set.add(value);
  }

  remove(key: string, value: T) {
    const set = this.map.get(key);
    if (!set) return;
    set.delete(value);
    if (set.size === 0) this.map.delete(key);
  }

  get(key: string | null): ReadonlySet<T> | undefined {
    return key === null ? undefined : this.map.get(key);
  }
}

/**
 * This replica's sockets by what they listen to, so routing a frame touches only the sockets
 * that get it (no store reads on the push path). Keys are ids that are unique across offices;
 * the office is checked once more per socket anyway.
 */
export class SubscriptionRegistry<T extends Subscriber> {
  private readonly byUser = new Index<T>();
  private readonly byOffice = new Index<T>();
  private readonly byInbox = new Index<T>();
  private readonly byConversation = new Index<T>();

  addSocket(socket: T) {
    this.byUser.add(socket.userId, socket);
  }
  removeSocket(socket: T) {
    this.byUser.remove(socket.userId, socket);
  }
  subscribeOffice(socket: T) {
    this.byOffice.add(socket.officeId, socket);
  }
  unsubscribeOffice(socket: T) {
    this.byOffice.remove(socket.officeId, socket);
  }
  subscribeInbox(socket: T, inboxId: string) {
    this.byInbox.add(inboxId, socket);
  }
  unsubscribeInbox(socket: T, inboxId: string) {
    this.byInbox.remove(inboxId, socket);
  }
  subscribeConversation(socket: T, conversationId: string) {
    this.byConversation.add(conversationId, socket);
  }
  unsubscribeConversation(socket: T, conversationId: string) {
    this.byConversation.remove(conversationId, socket);
  }

  /** The sockets of a user (user-targeted frames, access changes). */
  socketsOf(userId: string): ReadonlySet<T> {
    return this.byUser.get(userId) ?? new Set();
  }

  /** Who receives the frame: the rule of `isAudienceOf`, by index. */
  audienceOf(event: RealtimeEvent): T[] {
    const sameOffice = (socket: T) => socket.officeId === event.officeId;
    if (event.userId) return [...(this.byUser.get(event.userId) ?? [])].filter(sameOffice);
    if (event.conversationId) {
      const audience = new Set<T>(this.byConversation.get(event.conversationId));
      for (const socket of this.byInbox.get(event.inboxId) ?? []) audience.add(socket);
      return [...audience].filter(sameOffice);
    }
    const scope = event.inboxId ? this.byInbox.get(event.inboxId) : this.byOffice.get(event.officeId);
    return [...(scope ?? [])].filter(sameOffice);
  }
}
