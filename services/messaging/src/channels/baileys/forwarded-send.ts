import type { OutboundMessage } from '../channel-provider';

/**
 * A send asked of the replica holding a device's socket, as it travels between replicas:
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
