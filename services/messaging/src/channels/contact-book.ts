import type { ChannelProvider } from './channel-provider';

export interface ChannelContact {
  /** Digits with country code (55…). */
  phoneNumber: string;
  name: string | null;
}

/**
 * Optional capability beside the fixed port: a provider that knows a device's contacts
 * (the simulator: every phone that talked to it) lets `POST /office/import-contacts` read them.
 */
export interface ChannelContactBook {
  listContacts(integrationId: string): Promise<ChannelContact[]>;
}

export const hasContactBook = (provider: ChannelProvider): provider is ChannelProvider & ChannelContactBook =>
  typeof (provider as Partial<ChannelContactBook>).listContacts === 'function';
