import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { messagingEvents, QR_CODE_LOCK_SECONDS, type CreateIntegrationBody, type IntegrationWithQrCode, type UpdateIntegrationBody } from '@balcao/contracts';
import type { Principal } from '@balcao/service-kit';
import type { MessagingContext } from '../context';
import { eventOf, recordEvents, runCommand } from '../db/database';
import { integrations, type IntegrationRow } from '../db/schema';
import { integrationErrors } from '../shared/errors';
import { assertMember } from '../shared/tenancy';
import { setIntegrationStatus } from './integration-status';
import { findVisibleIntegration, toIntegration } from './integrations.repository';
import { assertNumberAvailable } from './numbers-limit';
import { assertRobotLinks } from './robot-links';

/**
 * Claims the right to issue a QR code: refused while the last one is younger than 120 s
 * (spec 1 §4), or beyond the plan's numbers. One UPDATE, so two clicks at once cannot both get a code.
 */
async function claimQrCode(context: MessagingContext, row: IntegrationRow) {
  const lockStart = sql`now() - make_interval(secs => ${QR_CODE_LOCK_SECONDS})`;
  const [claimed] = await runCommand(context, async (tx) => {
    // Pairing takes a number of the plan: checked and claimed in one transaction.
    await assertNumberAvailable(tx, row.officeId, row.id);
    return tx
      .update(integrations)
      .set({ qrCodeIssuedAt: sql`now()` })
      .where(and(eq(integrations.id, row.id), or(isNull(integrations.qrCodeIssuedAt), lte(integrations.qrCodeIssuedAt, lockStart))))
      .returning({ id: integrations.id });
  });
  if (claimed) return;
  const elapsed = row.qrCodeIssuedAt ? Math.floor((Date.now() - row.qrCodeIssuedAt.getTime()) / 1000) : 0;
  const secondsLeft = Math.min(QR_CODE_LOCK_SECONDS, Math.max(1, QR_CODE_LOCK_SECONDS - elapsed));
  throw integrationErrors.QR_LOCKED(`Você poderá gerar um novo QR Code em ${secondsLeft} segundos`);
}

/** Asks the provider for a QR code and records it; on failure the lock is released for a retry. */
async function issueQrCode(context: MessagingContext, id: string): Promise<{ row: IntegrationRow; qrcode: string } | null> {
  let qrcode: string;
  try {
    ({ qrcode } = await context.channel.connect(id));
  } catch (error) {
    context.log.error({ err: error, integrationId: id }, 'channel provider could not start pairing');
    await runCommand(context, async (tx) => {
      await tx.update(integrations).set({ qrCode: null, qrCodeIssuedAt: null }).where(eq(integrations.id, id));
      await setIntegrationStatus(tx, id, 'disconnected', null);
    });
    return null;
  }
  const row = await runCommand(context, async (tx) => {
    await tx.update(integrations).set({ qrCode: qrcode }).where(eq(integrations.id, id));
    return (await setIntegrationStatus(tx, id, 'pending', null)) ?? (await tx.select().from(integrations).where(eq(integrations.id, id)))[0];
  });
  context.directory.invalidate(id);
  return { row, qrcode };
}

export async function createIntegration(context: MessagingContext, principal: Principal, body: CreateIntegrationBody): Promise<IntegrationWithQrCode> {
  await assertMember(context.db, principal, body.inboxId);
  await assertRobotLinks(context.db, body, { officeId: principal.officeId, inboxId: body.inboxId });
  const created = await runCommand(context, async (tx) => {
    await assertNumberAvailable(tx, principal.officeId);
    const [row] = await tx
      .insert(integrations)
      .values({
        officeId: principal.officeId,
        inboxId: body.inboxId,
        name: body.name,
        channel: body.channel,
        status: 'disconnected',
        flowId: body.flowId ?? null,
        funnelId: body.funnelId ?? null,
        agentId: body.agentId ?? null,
        qrCodeIssuedAt: new Date(),
      })
      .returning();
    await recordEvents(tx, [eventOf(messagingEvents.integrationCreated, row, { integration: toIntegration(row), actorUserId: principal.userId })]);
    return row;
  });
  const issued = await issueQrCode(context, created.id);
  if (!issued) throw integrationErrors.CREATE_FAILED('Tente novamente mais tarde');
  return { ...toIntegration(issued.row), qrcode: issued.qrcode };
}

export async function connectIntegration(context: MessagingContext, principal: Principal, id: string): Promise<IntegrationWithQrCode> {
  const row = await findVisibleIntegration(context.db, principal, id);
  if (row.status === 'connected') throw integrationErrors.ALREADY_CONNECTED();
  await claimQrCode(context, row);
  const issued = await issueQrCode(context, id);
  if (!issued) throw integrationErrors.QR_FAILED('Tente novamente mais tarde');
  return { ...toIntegration(issued.row), qrcode: issued.qrcode };
}

export async function disconnectIntegration(context: MessagingContext, principal: Principal, id: string) {
  await findVisibleIntegration(context.db, principal, id);
  try {
    await context.channel.disconnect(id);
  } catch (error) {
    // The device is unlinked here either way; a provider that cannot reach it drops it on its own.
    context.log.warn({ err: error, integrationId: id }, 'channel provider failed to disconnect');
  }
  const row = await runCommand(context, async (tx) => {
    await tx.update(integrations).set({ qrCode: null, qrCodeIssuedAt: null }).where(eq(integrations.id, id));
    return (await setIntegrationStatus(tx, id, 'disconnected', null)) ?? (await tx.select().from(integrations).where(eq(integrations.id, id)))[0];
  });
  context.directory.invalidate(id);
  return toIntegration(row);
}

export async function updateIntegration(context: MessagingContext, principal: Principal, id: string, body: UpdateIntegrationBody) {
  const device = await findVisibleIntegration(context.db, principal, id);
  await assertRobotLinks(context.db, body, device);
  const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  const row = await runCommand(context, async (tx) => {
    const [updated] = await tx
      .update(integrations)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(integrations.id, id))
      .returning();
    await recordEvents(tx, [eventOf(messagingEvents.integrationUpdated, updated, { integration: toIntegration(updated) })]);
    return updated;
  });
  context.directory.invalidate(id);
  return toIntegration(row);
}
