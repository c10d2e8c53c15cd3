// Shared with the simulator channel, which keeps the same device leases.
export { DeviceNotOwnedError } from '../channel-errors';

/** The device is paired but its socket is not open right now (reconnecting, or never connected). */
export class DeviceNotConnectedError extends Error {
  readonly retryable = true;
  constructor(readonly integrationId: string) {
    super(`WhatsApp device ${integrationId} is not connected`);
    this.name = 'DeviceNotConnectedError';
  }
}

/** WhatsApp says the phone has no account: retrying will not help. */
export class RecipientNotOnWhatsAppError extends Error {
  readonly retryable = false;
  constructor(readonly phone: string) {
    super(`The number ${phone} has no WhatsApp account`);
    this.name = 'RecipientNotOnWhatsAppError';
  }
}

/** Pairing ended before a QR code came (logout, QR expiry, lost lease or stop). */
export class PairingEndedError extends Error {
  constructor(
    readonly integrationId: string,
    reason: string,
  ) {
    super(`Pairing of WhatsApp device ${integrationId} ended: ${reason}`);
    this.name = 'PairingEndedError';
  }
}
