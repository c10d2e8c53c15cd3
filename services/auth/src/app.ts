import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import { OutboxRelay, openServiceDatabase, parseConfig, pingDatabase, registerSessionCheck, startOfficeAccessProjection, type Infra } from '@balcao/service-kit';
import { serveApiKeyVerification } from './api-keys/api-key-verifier';
import { apiKeysRoutes } from './api-keys/api-keys.routes';
import { startAuditRecorder, startAuditRetention, ZAuditConfig } from './audit/audit-recorder';
import { auditRoutes } from './audit/audit.routes';
import { AUTH_SCHEMA, tables, type DataAccess } from './db/database';
import { outbox } from './db/schema';
import { devMailboxRoutes } from './dev-mailbox/dev-mailbox.routes';
import { inboxesRoutes } from './inboxes/inboxes.routes';
import { defaultPhoneSender, type PhoneMessageSender } from './office/message-sender';
import { officeRoutes } from './office/office.routes';
import { rolesRoutes } from './roles/roles.routes';
import { startAuthSessions } from './session/session-check';
import { sessionRoutes } from './session/session.routes';
import { usersRoutes } from './users/users.routes';

export interface AuthServiceOptions {
  infra: Infra;
  /** Where onboarding codes go; defaults to the dev mailbox in standalone. */
  phoneSender?: PhoneMessageSender | null;
  /** Days the audit log keeps a row; defaults to AUDIT_RETENTION_DAYS (365). */
  auditRetentionDays?: number;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');

/** The auth service: offices, workspaces, users, profiles, sessions (mounted under /api). */
export const authService: FastifyPluginAsync<AuthServiceOptions> = async (app, options) => {
  const { infra } = options;
  const db = await openServiceDatabase(infra.database, { schemaName: AUTH_SCHEMA, migrationsFolder, tables });
  app.readinessChecks.push(() => pingDatabase(db));

  const relay = new OutboxRelay(db, outbox, infra.bus, app.log);
  relay.start();
  app.addHook('onClose', async () => {
    await relay.flush().catch((error) => app.log.error({ err: error }, 'outbox not flushed at shutdown'));
    await relay.stop();
  });

  // The office's subscription and plan limits (for /auth/me and the users limit), from billing's events; auth itself is never gated.
  const officeAccess = await startOfficeAccessProjection({ bus: infra.bus, db, schemaName: AUTH_SCHEMA, consumer: AUTH_SCHEMA });
  app.addHook('onClose', async () => officeAccess.stop());

  const sessions = await startAuthSessions(db, infra.bus);
  registerSessionCheck(app, sessions.check);
  app.addHook('onClose', async () => sessions.stop());
  const data: DataAccess = { db, relay, sessions };
  await app.register(sessionRoutes, { data });
  await app.register(usersRoutes, { data });
  await app.register(rolesRoutes, { data });
  await app.register(inboxesRoutes, { data });
  await app.register(apiKeysRoutes, { data });
  await app.register(auditRoutes, { data });
  const auditRecorder = await startAuditRecorder(db, infra.bus);
  const retentionDays = options.auditRetentionDays ?? parseConfig(ZAuditConfig).AUDIT_RETENTION_DAYS;
  const auditRetention = startAuditRetention(db, retentionDays, app.log);
  app.addHook('onClose', async () => {
    await auditRecorder.stop();
    await auditRetention.stop();
  });
  const keyVerification = await serveApiKeyVerification(db, infra.bus);
  app.addHook('onClose', async () => keyVerification?.stop());
  await app.register(officeRoutes, { data, phoneSender: options.phoneSender === undefined ? defaultPhoneSender(infra.mailer) : options.phoneSender });
  const mailbox = infra.mailer;
  if (mailbox.kind === 'dev-mailbox' && mailbox.list) await app.register(devMailboxRoutes, { mailer: { list: mailbox.list.bind(mailbox) } });
};
