import { z } from 'zod';
import { ZWeekSchedule } from '../agents/schedule';
import { messages } from '../common/zod-pt-br';
import { brazilianHolidays, isKnownTimeZone } from './business-time';
import { requiredId } from './fields';

export * from './business-time';

export const BUSINESS_HOURS_MESSAGES = {
  inboxInvalid: 'Área de trabalho inválida',
  timeZoneInvalid: 'Fuso horário inválido',
  holidayDateInvalid: 'Data do feriado inválida: use AAAA-MM-DD',
  holidayNameRequired: 'Informe o nome do feriado',
  holidayRepeated: 'Há dois feriados na mesma data',
  messageRequired: 'Escreva a mensagem fora do horário',
  messageTooLong: 'A mensagem fora do horário pode ter até 1000 caracteres',
} as const;

export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';
export const DEFAULT_OUT_OF_HOURS_MESSAGE =
  'Olá! Nosso horário de atendimento terminou. Recebemos sua mensagem e responderemos assim que o escritório abrir.';
export const OUT_OF_HOURS_MESSAGE_MAX = 1000;
export const HOLIDAYS_MAX = 100;

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export const ZHoliday = z.object({
  date: z
    .string({ error: BUSINESS_HOURS_MESSAGES.holidayDateInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, BUSINESS_HOURS_MESSAGES.holidayDateInvalid)
    .refine(isRealDate, BUSINESS_HOURS_MESSAGES.holidayDateInvalid),
  name: z.string({ error: BUSINESS_HOURS_MESSAGES.holidayNameRequired }).trim().min(1, BUSINESS_HOURS_MESSAGES.holidayNameRequired).max(80, 'O nome do feriado pode ter até 80 caracteres'),
});
export type Holiday = z.infer<typeof ZHoliday>;

export const ZTimeZone = z.string({ error: BUSINESS_HOURS_MESSAGES.timeZoneInvalid }).refine(isKnownTimeZone, BUSINESS_HOURS_MESSAGES.timeZoneInvalid);

/**
 * A workspace's business hours (issue 40). `enabled` false: always open (a new workspace's
 * default, until a Gestor sets hours); the rest is kept for when it is turned on.
 */
export const ZBusinessHoursSettings = z.object({
  enabled: z.boolean({ error: messages.required }),
  timeZone: ZTimeZone,
  schedule: ZWeekSchedule,
  holidays: z
    .array(ZHoliday)
    .max(HOLIDAYS_MAX, `Até ${HOLIDAYS_MAX} feriados`)
    .refine((list) => new Set(list.map((holiday) => holiday.date)).size === list.length, BUSINESS_HOURS_MESSAGES.holidayRepeated),
  outOfHoursMessage: z
    .string({ error: BUSINESS_HOURS_MESSAGES.messageRequired })
    .trim()
    .min(1, BUSINESS_HOURS_MESSAGES.messageRequired)
    .max(OUT_OF_HOURS_MESSAGE_MAX, BUSINESS_HOURS_MESSAGES.messageTooLong),
});
export type BusinessHoursSettings = z.infer<typeof ZBusinessHoursSettings>;

export const ZBusinessHours = ZBusinessHoursSettings.extend({ inboxId: z.string(), updatedAt: z.string().nullable() });
export type BusinessHours = z.infer<typeof ZBusinessHours>;

export const ZInboxSettingsQuery = z.object({ inboxId: requiredId(BUSINESS_HOURS_MESSAGES.inboxInvalid) });
export type InboxSettingsQuery = z.infer<typeof ZInboxSettingsQuery>;

export const ZUpdateBusinessHoursBody = ZBusinessHoursSettings.extend({ inboxId: requiredId(BUSINESS_HOURS_MESSAGES.inboxInvalid) });
export type UpdateBusinessHoursBody = z.infer<typeof ZUpdateBusinessHoursBody>;

/** The national holidays of this year and the next, which a workspace's list starts with. */
export function defaultHolidays(now = new Date()): Holiday[] {
  const year = now.getUTCFullYear();
  return [...brazilianHolidays(year), ...brazilianHolidays(year + 1)];
}
