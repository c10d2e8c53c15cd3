/** A row that came back as JSON in the shape drizzle gives the table's rows (service-kit's, shared with the other services' prepared statements). */
export { rowFromJson } from '@balcao/service-kit';
