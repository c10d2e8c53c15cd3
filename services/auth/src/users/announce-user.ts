import { eq } from 'drizzle-orm';
import { authEvents } from '@balcao/contracts';
import { recordEvent, type AuthTx } from '../db/database';
import { userPayload } from '../db/event-payloads';
import { userInboxes, type RoleRow, type UserRow } from '../db/schema';

/** Tells every service a user's current workspaces and access (userUpdated), within the command's transaction. */
export async function announceUser(tx: AuthTx, user: UserRow, role: RoleRow) {
  const inboxIds = (await tx.select({ id: userInboxes.inboxId }).from(userInboxes).where(eq(userInboxes.userId, user.id))).map((row) => row.id);
  await recordEvent(tx, authEvents.userUpdated, { officeId: user.officeId, payload: userPayload(user, inboxIds, role) });
}
