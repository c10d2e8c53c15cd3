import { and, eq, or, sql } from 'drizzle-orm';
import { messagingEvents, type IntegrationStatus } from '@balcao/contracts';
import type { MessagingContext } from '../context';
import { eventOf, recordEvents, runCommand, type DataAccess, type MessagingTx } from '../db/database';
import { integrations, type IntegrationRow } from '../db/schema';

/**
 * Moves a device to a status; writes integrationStatusChanged only when something changed, so
 * the provider and the routes may both report the same change.
 */
export async function setIntegrationStatus(
  tx: MessagingTx,
  id: string,
  status: IntegrationStatus,
  phoneNumber: string | null,
): Promise<IntegrationRow | null> {
  const phone = phoneNumber ?? sql`${integrations.phoneNumber}`;
  const [row] = await tx
    .update(integrations)
    .set({ status, phoneNumber: phone, updatedAt: new Date() })
    .where(and(eq(integrations.id, id), or(sql`${integrations.status} <> ${status}`, sql`${integrations.phoneNumber} is distinct from ${phone}`)))
    .returning();
  if (!row) return null;
  await recordEvents(tx, [
    eventOf(messagingEvents.integrationStatusChanged, row, { integrationId: row.id, status: row.status, phoneNumber: row.phoneNumber }),
  ]);
  return row;
}

/** Channel callback: the provider saw the device connect, drop or start pairing. */
export async function applyChannelStatus(context: MessagingContext, id: string, status: IntegrationStatus, phoneNumber: string | null) {
  await runCommand(context, async (tx) => {
    // A paired device has no QR code to show any more.
    if (status === 'connected') await tx.update(integrations).set({ qrCode: null, qrCodeIssuedAt: null }).where(eq(integrations.id, id));
    await setIntegrationStatus(tx, id, status, phoneNumber);
  });
  context.directory.invalidate(id);
}

/** Channel callback: a refreshed QR code for a device that is pairing (the 120 s lock is not restarted). */
export async function applyChannelQrCode(context: DataAccess, id: string, qrcode: string) {
  await runCommand(context, async (tx) => {
    const [row] = await tx
      .update(integrations)
      .set({ qrCode: qrcode, updatedAt: new Date() })
      .where(and(eq(integrations.id, id), sql`${integrations.status} <> 'connected'`))
      .returning();
    // The QR step on screen shows the new code at once (realtime), not after its own 120 s lock.
    if (row) await recordEvents(tx, [eventOf(messagingEvents.integrationQrCodeRefreshed, row, { integrationId: row.id, qrcode })]);
  });
}
