export { BaileysProvider, type BaileysProviderOptions } from './baileys-provider';
export { createBaileysProvider, type BaileysProviderDependencies } from './create-baileys-provider';
export { BALCAO_BROWSER, type BaileysSocket, type MakeSocket } from './device-session';
export { DeviceNotConnectedError, DeviceNotOwnedError, PairingEndedError, RecipientNotOnWhatsAppError } from './baileys-errors';
export { baileysAuthState } from './baileys.tables';
export { clearAuthState, listPairedIntegrations, usePostgresAuthState, type PostgresAuthState } from './postgres-auth-state';
export type { ProviderLogger } from './provider-logger';
