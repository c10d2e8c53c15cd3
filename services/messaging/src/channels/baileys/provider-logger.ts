/**
 * The logger the provider takes: pino's, or Fastify's `app.log` (pino underneath). Baileys gets a
 * child of it at `warn`, since its own info/debug output is one line per protocol frame.
 */
export interface ProviderLogger {
  level: string;
  child(bindings: Record<string, unknown>, options?: { level?: string }): ProviderLogger;
  trace(obj: unknown, msg?: string): void;
  debug(obj: unknown, msg?: string): void;
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}
