import type { WAMessage } from '@whiskeysockets/baileys';

/**
 * The last messages a device saw or sent, by id: Baileys asks for them when a recipient's phone
 * requests a re-send (getMessage), and a quote or reaction needs the original key and preview.
 */
export class RecentMessages {
  private readonly byId = new Map<string, WAMessage>();
  constructor(private readonly capacity = 500) {}

  remember(message: WAMessage | null | undefined) {
    const id = message?.key?.id;
    if (!message || !id) return;
    this.byId.delete(id);
    this.byId.set(id, message);
    if (this.byId.size > this.capacity) this.byId.delete(this.byId.keys().next().value!);
  }

  get(id: string | null | undefined): WAMessage | undefined {
    return id ? this.byId.get(id) : undefined;
  }
}
