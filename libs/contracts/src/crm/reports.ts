import { z } from 'zod';
import { ZHomeRangeQuery } from '../home/queries';
import { LEAD_CHANNELS } from './enums';

/** The permission of the 'Relatórios' screen and its routes (issue 40). */
export const REPORTS_PERMISSION = 'view:reports';

export const REPORT_MESSAGES = {
  formatInvalid: 'O formato (format) deve ser xlsx ou pdf',
} as const;

/**
 * `GET /api/reports/service?inboxId&startDate&endDate`: the dashboard's period (days inclusive, in
 * Brazil's time zone, default the last 30 days) and one workspace the user belongs to. A
 * conversation counts on the day it was finished.
 */
export const ZServiceReportQuery = ZHomeRangeQuery;
export type ServiceReportQuery = z.input<typeof ZServiceReportQuery>;

export const SERVICE_REPORT_FORMATS = ['xlsx', 'pdf'] as const;
export const ZServiceReportFormat = z.enum(SERVICE_REPORT_FORMATS, { error: REPORT_MESSAGES.formatInvalid });
export type ServiceReportFormat = z.infer<typeof ZServiceReportFormat>;

/** `GET /api/reports/service/export?inboxId&startDate&endDate&format`: the same figures as a file. */
export const ZServiceReportExportQuery = z
  .object({ format: ZServiceReportFormat })
  .and(ZServiceReportQuery);
export type ServiceReportExportQuery = z.input<typeof ZServiceReportExportQuery>;

/** Median and 90th percentile (continuous, interpolated; whole business seconds) over `count` conversations. */
export const ZDurationFigures = z.object({
  count: z.number().int(),
  medianSeconds: z.number().int().nullable(),
  p90Seconds: z.number().int().nullable(),
});
export type DurationFigures = z.infer<typeof ZDurationFigures>;

export const ZServiceFigures = z.object({
  /** Conversations finished in the period. */
  conversations: z.number().int(),
  /** From waiting for a person to a person's first answer (conversations a person answered). */
  firstResponse: ZDurationFigures,
  /** From the client's first message to the finish. */
  resolution: ZDurationFigures,
  sla: z.object({
    /** Conversations an SLA policy applied to. */
    withPolicy: z.number().int(),
    met: z.number().int(),
    /** Share met (0–100, one decimal), null without any conversation under a policy. */
    metPercent: z.number().nullable(),
  }),
  csat: z.object({
    responses: z.number().int(),
    /** One decimal, null without responses. */
    average: z.number().nullable(),
    /** Responses scoring 1, 2, 3, 4 and 5. */
    distribution: z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int(), z.number().int()]),
  }),
});
export type ServiceFigures = z.infer<typeof ZServiceFigures>;

/** Who finished the conversations: an attendant, or nobody ('Sem atendente': a robot or no one held it). */
export const ZAttendantFigures = ZServiceFigures.extend({ userId: z.string().nullable(), name: z.string() });
export type AttendantFigures = z.infer<typeof ZAttendantFigures>;

/** The 'Canal de aquisição' of the contact's lead; null is 'Não informado' (no lead). */
export const ZReportChannel = z.enum(LEAD_CHANNELS).nullable();
export const ZChannelFigures = z.object({ channel: ZReportChannel, name: z.string(), conversations: z.number().int() });
export type ChannelFigures = z.infer<typeof ZChannelFigures>;

export const ZServiceReport = z.object({
  inboxId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  workspace: ZServiceFigures,
  /** Attendants by conversations, most first ('Sem atendente' last). */
  attendants: z.array(ZAttendantFigures),
  channels: z.array(ZChannelFigures),
});
export type ServiceReport = z.infer<typeof ZServiceReport>;

export const ZServiceReportFile = z.any().describe('O relatório em PDF ou Excel');

export const SERVICE_REPORT_TITLE = 'Relatório de atendimento';
export const NO_ATTENDANT_NAME = 'Sem atendente';
export const REMOVED_ATTENDANT_NAME = 'Atendente removido';
export const NO_CHANNEL_NAME = 'Não informado';

/** 'Relatório de atendimento 01-03-2026 a 31-03-2026.xlsx' */
export function serviceReportFileName(range: { startDate: string; endDate: string }, format: ServiceReportFormat): string {
  const day = (value: string) => value.split('-').reverse().join('-');
  return `${SERVICE_REPORT_TITLE} ${day(range.startDate)} a ${day(range.endDate)}.${format}`;
}

/** A business duration as people say it: '45 s', '12 min', '1 h 5 min', '2 d 3 h'. */
export function formatBusinessDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes - hours * 60;
  if (hours < 24) return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  const restHours = hours - days * 24;
  return restHours > 0 ? `${days} d ${restHours} h` : `${days} d`;
}
