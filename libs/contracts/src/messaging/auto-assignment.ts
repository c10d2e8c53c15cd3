import { z } from 'zod';
import { requiredId } from './fields';

/**
 * Auto-assignment of a workspace (issue 40 §2): who gets a conversation that waits for a person.
 * 'off' leaves it in the queue for anyone to take; 'round-robin' ('Rodízio') gives it to the next
 * attendant in turn; 'least-busy' ('Menos ocupado') to whoever holds the fewest open conversations.
 * Only attendants online (presence) AND 'Disponível', with fewer open conversations in the
 * workspace than the capacity, are chosen.
 */
export const ASSIGNMENT_MODES = ['off', 'round-robin', 'least-busy'] as const;
export const ZAssignmentMode = z.enum(ASSIGNMENT_MODES, { error: 'Modo de distribuição inválido' });
export type AssignmentMode = z.infer<typeof ZAssignmentMode>;
export const ASSIGNMENT_MODE_LABELS: Record<AssignmentMode, string> = {
  off: 'Desligada',
  'round-robin': 'Rodízio',
  'least-busy': 'Menos ocupado',
};

export const ASSIGNMENT_CAPACITY_MIN = 1;
export const ASSIGNMENT_CAPACITY_MAX = 100;
export const DEFAULT_ASSIGNMENT_CAPACITY = 5;
/** Hours a finished conversation waits for the client's 1–5 answer (EVALUATION_WINDOW_HOURS by default). */
export const RATING_WINDOW_MIN_HOURS = 1;
export const RATING_WINDOW_MAX_HOURS = 168;

export const ZAssignmentCapacity = z
  .number({ error: 'Capacidade por atendente deve ser um número' })
  .int({ error: 'Capacidade por atendente deve ser um número inteiro' })
  .min(ASSIGNMENT_CAPACITY_MIN, { error: `Capacidade por atendente deve ser no mínimo ${ASSIGNMENT_CAPACITY_MIN}` })
  .max(ASSIGNMENT_CAPACITY_MAX, { error: `Capacidade por atendente deve ser no máximo ${ASSIGNMENT_CAPACITY_MAX}` });

export const ZRatingWindowHours = z
  .number({ error: 'Prazo da avaliação deve ser um número de horas' })
  .int({ error: 'Prazo da avaliação deve ser um número inteiro de horas' })
  .min(RATING_WINDOW_MIN_HOURS, { error: `Prazo da avaliação deve ser de no mínimo ${RATING_WINDOW_MIN_HOURS} hora` })
  .max(RATING_WINDOW_MAX_HOURS, { error: `Prazo da avaliação deve ser de no máximo ${RATING_WINDOW_MAX_HOURS} horas` });

/** `GET /api/auto-assignment?inboxId=` and the answer of its PUT. */
export const ZAutoAssignmentSettings = z.object({
  inboxId: z.string(),
  mode: ZAssignmentMode,
  /** Open conversations (in human service) an attendant may hold in this workspace before being skipped. */
  capacity: z.number().int(),
  ratingWindowHours: z.number().int(),
  /** Conversations waiting for a person without a responsible, oldest first. */
  queued: z.number().int(),
});
export type AutoAssignmentSettings = z.infer<typeof ZAutoAssignmentSettings>;

export const ZAutoAssignmentQuery = z.object({ inboxId: requiredId('Workspace inválido') });
export type AutoAssignmentQuery = z.infer<typeof ZAutoAssignmentQuery>;

/** `PUT /api/auto-assignment` (Gestor only). */
export const ZUpdateAutoAssignmentBody = z.object({
  inboxId: requiredId('Workspace inválido'),
  mode: ZAssignmentMode,
  capacity: ZAssignmentCapacity,
  ratingWindowHours: ZRatingWindowHours.optional(),
});
export type UpdateAutoAssignmentBody = z.infer<typeof ZUpdateAutoAssignmentBody>;

/** The user's own 'Disponível / Ausente' switch (`GET`/`PUT /api/availability`); 'Ausente' gets nothing assigned. */
export const ZAvailability = z.object({ userId: z.string(), available: z.boolean() });
export type Availability = z.infer<typeof ZAvailability>;
export const ZUpdateAvailabilityBody = z.object({
  available: z.boolean({ error: 'Informe se você está disponível' }),
  /** Only one's own: any other user's id is refused (404). */
  userId: z.uuid({ error: 'Usuário inválido' }).optional(),
});
export type UpdateAvailabilityBody = z.infer<typeof ZUpdateAvailabilityBody>;
