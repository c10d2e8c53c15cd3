import { sql } from 'drizzle-orm';
import type { EventEnvelope } from '@balcao/contracts';
import type { Database } from '../database';
import type { EventBus } from '../events/bus';
import { waitFor } from './test-offices';

/**
 * Records every event published on the bus, so a test can read them back by type.
 * `publishToBus` publishes without recording (a redelivery the test stages itself).
 */
export function recordPublishedEvents(bus: EventBus) {
  const published: EventEnvelope[] = [];
  const publishToBus = bus.publish.bind(bus);
  bus.publish = async (event) => {
    published.push(event);
    await publishToBus(event);
  };
  /** The events of one type, oldest first, each once (the relay may publish one again; the bus drops the repeat). */
  const ofType = (type: string) => {
    const seen = new Set<string>();
    return published
      .filter((event) => event.type === type && !seen.has(event.id) && seen.add(event.id))
      .map((event) => ({ ...event, payload: event.payload as Record<string, any> }));
  };
  return { ofType, publishToBus };
}

/** Waits until the outboxes of these services' schemas are empty: every event committed so far is published. */
export function outboxesEmptied(db: Database, schemas: string[]) {
  const total = schemas
    .map((schema) => {
      if (!/^[a-z_]+$/.test(schema)) throw new Error(`invalid schema name: ${schema}`);
      return `(select count(*) from ${schema}.outbox)`;
    })
    .join(' + ');
  return waitFor('outboxes emptied', async () => {
    const { rows } = (await db.execute(sql.raw(`select ${total} as count`))) as unknown as { rows: { count: string }[] };
    return Number(rows[0].count) === 0;
  });
}
