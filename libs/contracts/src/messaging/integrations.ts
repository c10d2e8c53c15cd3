import { z } from 'zod';
import { messages } from '../common/zod-pt-br';
import { ZChannel, ZIntegrationStatus } from './enums';
import { optionalRefId, requiredId } from './fields';

export const QR_CODE_LOCKED_MESSAGE = 'Aguarde para gerar um novo QR Code';
/** A device's flow or agent that is not one of its workspace's (or no longer exists). */
export const INVALID_FLOW_MESSAGE = 'Fluxo inválido';
export const INVALID_AGENT_MESSAGE = 'Agente inválido';

const ZIntegrationName = z
  .string({ error: 'Nome da integração é obrigatório' })
  .trim()
  .min(1, 'Nome da integração é obrigatório')
  .max(120);

/** A device (spec 1 §3): anything other than connected/disconnected is shown as pending. */
export const ZIntegration = z.object({
  id: z.string(),
  name: z.string(),
  channel: ZChannel,
  config: z.object({ status: ZIntegrationStatus, phoneNumber: z.string().nullable() }),
  flowId: z.string().nullable(),
  funnelId: z.string().nullable(),
  agentId: z.string().nullable(),
  inboxId: z.string(),
  createdAt: z.string(),
});
export type Integration = z.infer<typeof ZIntegration>;

export const ZIntegrationWithQrCode = ZIntegration.extend({ qrcode: z.string() });
export type IntegrationWithQrCode = z.infer<typeof ZIntegrationWithQrCode>;

export const ZListIntegrationsQuery = z.object({
  inboxId: requiredId('Workspace inválido'),
  channel: ZChannel.optional(),
});
export type ListIntegrationsQuery = z.infer<typeof ZListIntegrationsQuery>;
export const ZIntegrationList = z.array(ZIntegration);

/** The spec's payload also lists email and password; they are not used and are dropped. */
export const ZCreateIntegrationBody = z.object({
  name: ZIntegrationName,
  inboxId: z.uuid({ error: (issue) => (issue.input === undefined || issue.input === '' ? 'Workspace é obrigatório' : 'Workspace inválido') }),
  channel: ZChannel.default('LITE_WHATSAPP'),
  flowId: optionalRefId(INVALID_FLOW_MESSAGE),
  funnelId: optionalRefId('Funil inválido'),
  agentId: optionalRefId(INVALID_AGENT_MESSAGE),
});
export type CreateIntegrationBody = z.infer<typeof ZCreateIntegrationBody>;

export const ZUpdateIntegrationBody = z.object({
  name: ZIntegrationName.optional(),
  flowId: optionalRefId(INVALID_FLOW_MESSAGE),
  funnelId: optionalRefId('Funil inválido'),
  agentId: optionalRefId(INVALID_AGENT_MESSAGE),
});
export type UpdateIntegrationBody = z.infer<typeof ZUpdateIntegrationBody>;

export const ZConnectIntegrationBody = z.object({ id: requiredId('Dispositivo inválido') });
export const ZIntegrationStatusResponse = z.object({ status: ZIntegrationStatus });

export const ZImportContactsBody = z.object({
  inboxId: requiredId('Workspace inválido'),
  integrationId: z.uuid({ error: (issue) => (issue.input === undefined ? messages.required : 'Dispositivo inválido') }),
});
export type ImportContactsBody = z.infer<typeof ZImportContactsBody>;
export const ZImportContactsResponse = z.object({ imported: z.number().int() });
