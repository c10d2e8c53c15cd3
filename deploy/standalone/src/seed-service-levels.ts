import type { FastifyInstance } from 'fastify';
import { DEFAULT_OUT_OF_HOURS_MESSAGE, defaultHolidays, scheduleOfPreset, WEEKDAYS, type WeekSchedule } from '@balcao/contracts';

/** The demo's promise (issue 40): Mon–Fri 08:00–18:00 in Brasília time, national holidays closed, 15 min to a first answer and 30 to the next. */
export const DEMO_SERVICE_LEVELS = {
  schedule: scheduleOfPreset('BUSINESS_HOURS'),
  firstResponseMinutes: 15,
  nextResponseMinutes: 30,
} as const;

export const ALWAYS_OPEN_SCHEDULE = Object.fromEntries(WEEKDAYS.map((day) => [day, { enabled: true, startTime: '00:00', endTime: '23:59' }])) as WeekSchedule;

async function put(app: FastifyInstance, url: string, payload: object, token: string) {
  const response = await app.inject({ method: 'PUT', url, payload, headers: { authorization: `Bearer ${token}` } });
  if (response.statusCode >= 400) throw new Error(`Seed: PUT ${url} answered ${response.statusCode}: ${response.body}`);
}

/** A workspace's business hours as the Gestor saves them in Configurações › Atendimento. */
export function putBusinessHours(app: FastifyInstance, token: string, inboxId: string, schedule: WeekSchedule, holidays = defaultHolidays()) {
  return put(app, '/api/business-hours', { inboxId, enabled: true, timeZone: 'America/Sao_Paulo', schedule, holidays, outOfHoursMessage: DEFAULT_OUT_OF_HOURS_MESSAGE }, token);
}

/** The demo workspace's business hours and SLA policy, set through the public API like the rest of the seed. */
export async function seedServiceLevels(app: FastifyInstance, token: string, inboxId: string) {
  await putBusinessHours(app, token, inboxId, DEMO_SERVICE_LEVELS.schedule);
  await put(app, '/api/sla-policy', { inboxId, enabled: true, firstResponseMinutes: DEMO_SERVICE_LEVELS.firstResponseMinutes, nextResponseMinutes: DEMO_SERVICE_LEVELS.nextResponseMinutes }, token);
}
