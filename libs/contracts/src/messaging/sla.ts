import { z } from 'zod';
import { messages } from '../common/zod-pt-br';
import { requiredId } from './fields';

export const SLA_MESSAGES = {
  inboxInvalid: 'Área de trabalho inválida',
  firstResponseInvalid: 'Tempo da primeira resposta: informe de 1 a 10080 minutos',
  nextResponseInvalid: 'Tempo das respostas seguintes: informe de 1 a 10080 minutos',
} as const;

/** A week of minutes: a longer target is no promise. */
export const SLA_MINUTES_MAX = 10_080;

const minutes = (message: string) => z.number({ error: message }).int(message).min(1, message).max(SLA_MINUTES_MAX, message);

/**
 * A workspace's SLA policy (issue 40): how many business-hours minutes a person has to give the
 * first answer once the client waits for one, and each next answer after the client writes again.
 */
export const ZSlaPolicySettings = z.object({
  enabled: z.boolean({ error: messages.required }),
  firstResponseMinutes: minutes(SLA_MESSAGES.firstResponseInvalid),
  nextResponseMinutes: minutes(SLA_MESSAGES.nextResponseInvalid),
});
export type SlaPolicySettings = z.infer<typeof ZSlaPolicySettings>;

export const ZSlaPolicy = ZSlaPolicySettings.extend({ inboxId: z.string(), updatedAt: z.string().nullable() });
export type SlaPolicy = z.infer<typeof ZSlaPolicy>;

export const ZUpdateSlaPolicyBody = ZSlaPolicySettings.extend({ inboxId: requiredId(SLA_MESSAGES.inboxInvalid) });
export type UpdateSlaPolicyBody = z.infer<typeof ZUpdateSlaPolicyBody>;

/** A new workspace has no SLA until a Gestor turns it on; these are the targets the form starts from. */
export const DEFAULT_SLA_POLICY: SlaPolicySettings = { enabled: false, firstResponseMinutes: 15, nextResponseMinutes: 30 };
