import { v7 as uuidv7 } from 'uuid';
import { resolveActivePeriod, type IdleAction, type TransferRule, type WeekSchedule } from '@balcao/contracts';
import type { ActivePeriodPreset } from '@balcao/contracts';

type WithLocalId<T> = Omit<T, 'id'> & { id?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Items the form made with temporary ids get stable ones; saved ones keep theirs (spec 3 §4). */
export const withStableIds = <T>(items: WithLocalId<T>[]): (T & { id: string })[] =>
  items.map((item) => ({ ...item, id: item.id && UUID.test(item.id) ? item.id : uuidv7() }) as T & { id: string });

export const stableIdleActions = (items: WithLocalId<IdleAction>[]) => withStableIds<IdleAction>(items);
export const stableTransferRules = (items: WithLocalId<TransferRule>[]) => withStableIds<TransferRule>(items);

/** The preset and schedule to store: a preset replaces the schedule, an edited day makes it CUSTOM. */
export function activePeriodOf(preset: ActivePeriodPreset | undefined, schedule: WeekSchedule | undefined, current?: { preset: ActivePeriodPreset; schedule: WeekSchedule }) {
  if (preset === undefined && schedule === undefined && current) return current;
  return resolveActivePeriod(preset ?? current?.preset ?? 'BUSINESS_HOURS', schedule, current?.schedule);
}
