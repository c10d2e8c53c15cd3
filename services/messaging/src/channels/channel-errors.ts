/** Another replica holds this device's lease; route the command there or retry later. */
export class DeviceNotOwnedError extends Error {
  readonly retryable = true;
  constructor(
    readonly integrationId: string,
    readonly holder: string | null,
  ) {
    super(`WhatsApp device ${integrationId} is held by ${holder ?? 'no replica'}, not by this one`);
    this.name = 'DeviceNotOwnedError';
  }
}

/**
 * The replica holding the device did not answer (it died and its lease has not run out yet, or
 * the bus is cut): the next holder takes the device within a lease TTL and a renewal.
 */
export class HolderUnreachableError extends Error {
  readonly retryable = true;
  constructor(
    readonly integrationId: string,
    readonly holder: string,
    options?: { cause?: unknown },
  ) {
    super(`WhatsApp device ${integrationId}: its holder ${holder} did not answer`, options);
    this.name = 'HolderUnreachableError';
  }
}

/**
 * The channel could not take the message for good right now (the simulator's phone copy could
 * not be written: PostgreSQL restarting): nothing was sent, and asking again may work.
 */
export class ChannelUnavailableError extends Error {
  readonly retryable = true;
  constructor(
    readonly integrationId: string,
    options?: { cause?: unknown },
  ) {
    super(`WhatsApp device ${integrationId}: the channel could not take the message right now`, options);
    this.name = 'ChannelUnavailableError';
  }
}

/** Whether asking the channel again later may succeed (the device is changing hands, reconnecting). */
export const isRetryable = (error: unknown): boolean => (error as { retryable?: unknown } | null)?.retryable === true;
