import type { BusinessCalendar } from '@balcao/contracts';
import type { Executor } from '../db/database';
import { calendarOf, readBusinessHours } from './business-hours.service';

/** How long a replica keeps a workspace's calendar: a Gestor's change reaches every replica within it. */
const TTL_MS = 5_000;

/**
 * Each workspace's calendar for the hot paths (every client message asks), read at most once per
 * TTL per replica.
 */
export class BusinessCalendars {
  private readonly cache = new Map<string, { calendar: Promise<BusinessCalendar>; until: number }>();

  constructor(private readonly db: Executor) {}

  of(inboxId: string): Promise<BusinessCalendar> {
    const now = Date.now();
    const cached = this.cache.get(inboxId);
    if (cached && cached.until > now) return cached.calendar;
    const calendar = readBusinessHours(this.db, inboxId).then(calendarOf);
    calendar.catch(() => this.cache.delete(inboxId));
    this.cache.set(inboxId, { calendar, until: now + TTL_MS });
    return calendar;
  }

  /** This replica saw the change: no wait for it. */
  forget(inboxId: string) {
    this.cache.delete(inboxId);
  }
}
