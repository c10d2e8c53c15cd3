import { eq } from 'drizzle-orm';
import type { MessagingDatabase } from '../db/database';
import { integrations } from '../db/schema';

export interface DeviceInfo {
  id: string;
  officeId: string;
  inboxId: string;
  /** A device with an AI agent or a flow starts new conversations with the robot. */
  hasAutomation: boolean;
}

/** Entries are re-read after this long, so an edit on another replica shows up soon. */
const TTL_MS = 5000;

/**
 * What inbound storage needs to know about a device, cached briefly: the hot path then costs no
 * extra round trip per message. Local edits invalidate their entry at once.
 */
export class IntegrationDirectory {
  private readonly entries = new Map<string, { value: DeviceInfo | null; expiresAt: number }>();

  constructor(private readonly db: MessagingDatabase) {}

  async get(id: string): Promise<DeviceInfo | null> {
    const cached = this.entries.get(id);
    if (cached && cached.expiresAt > Date.now()) return cached.value;
    const [row] = await this.db
      .select({ id: integrations.id, officeId: integrations.officeId, inboxId: integrations.inboxId, agentId: integrations.agentId, flowId: integrations.flowId })
      .from(integrations)
      .where(eq(integrations.id, id));
    const value = row ? { id: row.id, officeId: row.officeId, inboxId: row.inboxId, hasAutomation: Boolean(row.agentId || row.flowId) } : null;
    this.entries.set(id, { value, expiresAt: Date.now() + TTL_MS });
    return value;
  }

  invalidate(id: string) {
    this.entries.delete(id);
  }
}
