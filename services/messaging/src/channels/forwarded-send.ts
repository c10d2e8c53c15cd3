import type { EventBus } from '@balcao/service-kit';
import type { OutboundMessage } from './channel-provider';
import { HolderUnreachableError } from './channel-errors';

/** Request/reply between replicas (the bus). */
export type ReplicaRequests = Required<Pick<EventBus, 'request' | 'serve'>>;

/**
 * A send asked of the replica holding a device, as it travels between replicas:
 * JSON, with a file by its media key (the storage is shared) or, without one, inline.
 */
export interface ForwardedSend {
  integrationId: string;
  to: string;
  message: Omit<OutboundMessage, 'file'> & {
    file: { key: string | null; base64: string | null; mimeType: string; fileName: string | null } | null;
  };
}

export const sendSubjectOf = (replicaId: string) => `whatsapp.send.${replicaId}`;

/** Errors of the holder that mean "ask again shortly": the device is changing hands or reconnecting. */
const RETRYABLE_REMOTE_ERRORS = new Set(['DeviceNotOwnedError', 'DeviceNotConnectedError', 'HolderUnreachableError', 'ChannelUnavailableError']);
/** The bus itself failed: nobody serves the holder's subject (it died) or it did not answer in time. */
const isTransportFailure = (error: unknown) => error instanceof Error && (error.name === 'NatsError' || error.name === 'NoResponders');

/**
 * Asks the replica holding a device to act on it. Its errors come back by name only, so the
 * retryable ones are marked again here, and a holder that cannot be reached is a
 * HolderUnreachableError (retryable: the lease moves on once it runs out).
 */
export async function askHolder(
  requests: ReplicaRequests,
  target: { integrationId: string; holder: string; subject: string },
  data: unknown,
  timeoutMs?: number,
): Promise<unknown> {
  try {
    return await requests.request(target.subject, data, timeoutMs === undefined ? {} : { timeoutMs });
  } catch (error) {
    if (isTransportFailure(error)) throw new HolderUnreachableError(target.integrationId, target.holder, { cause: error });
    if (error instanceof Error && RETRYABLE_REMOTE_ERRORS.has(error.name)) throw Object.assign(error, { retryable: true });
    throw error;
  }
}

export function toForwardedSend(integrationId: string, to: string, message: OutboundMessage): ForwardedSend {
  const { file, ...rest } = message;
  return {
    integrationId,
    to,
    message: {
      ...rest,
      file: file
        ? { key: file.key ?? null, base64: file.key ? null : file.data.toString('base64'), mimeType: file.mimeType, fileName: file.fileName }
        : null,
    },
  };
}

export async function fromForwardedSend(
  forwarded: ForwardedSend,
  loadFile: ((key: string) => Promise<Buffer | null>) | undefined,
): Promise<OutboundMessage> {
  const { file, ...rest } = forwarded.message;
  if (!file) return { ...rest, file: null };
  const data = file.key ? await loadFile?.(file.key) : Buffer.from(file.base64 ?? '', 'base64');
  if (!data) throw new Error(`file ${file.key} of a forwarded send is not in the media storage`);
  return { ...rest, file: { data, mimeType: file.mimeType, fileName: file.fileName, key: file.key } };
}
