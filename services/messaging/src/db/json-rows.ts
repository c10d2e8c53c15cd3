import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * A row that came back as JSON (`to_jsonb(row)`, snake_case keys, timestamps as text) in the
 * shape drizzle gives the table's rows: property names and Dates.
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name] ?? null;
    row[property] = value !== null && column.dataType === 'date' ? new Date(value as string) : value;
  }
  return row as T['$inferSelect'];
}
