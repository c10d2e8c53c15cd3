import { z } from 'zod';
import { messages } from '../common/zod-pt-br';
import { ZIntegrationStatus, ZMessageStatus, ZMessageType } from './enums';
import { requiredId, ZContactPhone } from './fields';
import { MESSAGE_REQUIRED_MESSAGE } from './messages';

/**
 * The simulator plays the client's phone for demos and tests (ARCHITECTURE §7). Its routes exist
 * only when the simulator channel provider is configured and need no user token: like a real
 * phone, it talks only to the devices whose QR code it scanned, proving it with the secret the
 * scan gave it (sent in SIMULATOR_PHONE_HEADER on every later call).
 */
export const SIMULATOR_QR_PREFIX = 'balcao-sim:';
export const SIMULATOR_PHONE_HEADER = 'x-simulator-phone';

export const ZSimulatorScanBody = z.object({ qrcode: z.string({ error: messages.required }).trim().min(1, messages.required).max(500) });
/** `phoneToken`: the phone's secret; a phone that sent one already keeps it for every device it pairs. */
export const ZSimulatorScanResponse = z.object({ integrationId: z.string(), phoneNumber: z.string(), phoneToken: z.string() });

/** The phone page sends files up to this size (base64 in JSON): enough for a demo, small for a public route. */
export const SIMULATOR_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const SIMULATOR_FILE_TOO_LARGE_MESSAGE = 'O arquivo excede o limite de 5 MB do simulador';
/** Characters of the base64 text of `bytes` bytes: 4 for every 3, the last group padded. */
export const base64LengthOf = (bytes: number) => 4 * Math.ceil(bytes / 3);

export const ZSimulatorFile = z.object({
  /** base64 of the file's bytes. */
  data: z.base64({ error: 'Arquivo inválido' }).min(1, 'Arquivo inválido').max(base64LengthOf(SIMULATOR_FILE_MAX_BYTES), SIMULATOR_FILE_TOO_LARGE_MESSAGE),
  mimeType: z.string().trim().min(3).max(120),
  fileName: z.string().trim().max(255).nullish(),
});

export const ZSimulatorSendBody = z
  .object({
    integrationId: requiredId('Dispositivo inválido'),
    from: ZContactPhone,
    name: z.string().trim().max(120).nullish(),
    type: ZMessageType.default('text'),
    text: z.string().max(65536).nullish(),
    caption: z.string().max(4096).nullish(),
    file: ZSimulatorFile.nullish(),
    /** The provider message id; given, it is used as is (to test de-duplication). */
    id: z.string().trim().min(1).max(128).regex(/^[A-Za-z0-9._:-]+$/, 'Identificador inválido').optional(),
    quotedId: z.string().max(128).nullish(),
    reactionToId: z.string().max(128).nullish(),
  })
  .refine((body) => body.file || (body.text ?? '').length > 0 || body.type === 'reaction', { message: MESSAGE_REQUIRED_MESSAGE, path: ['text'] });
export type SimulatorSendBody = z.infer<typeof ZSimulatorSendBody>;
export const ZSimulatorSendResponse = z.object({ id: z.string() });

export const ZSimulatorChatQuery = z.object({ integrationId: requiredId('Dispositivo inválido'), phone: ZContactPhone });
export type SimulatorChatQuery = z.infer<typeof ZSimulatorChatQuery>;

/** One message of the phone's chat with the office's device, both ways. */
export const ZSimulatorChatMessage = z.object({
  id: z.string(),
  from: z.enum(['phone', 'office']),
  type: ZMessageType,
  text: z.string().nullable(),
  caption: z.string().nullable(),
  fileName: z.string().nullable(),
  mimeType: z.string().nullable(),
  /** Delivery of what the office sent; null for the phone's own messages. */
  status: ZMessageStatus.nullable(),
  /** The office deleted it for everyone: the phone shows 'Mensagem apagada'. */
  isDeleted: z.boolean(),
  quotedId: z.string().nullable(),
  reactionToId: z.string().nullable(),
  createdAt: z.string(),
});
export type SimulatorChatMessage = z.infer<typeof ZSimulatorChatMessage>;
export const ZSimulatorChat = z.object({ messages: z.array(ZSimulatorChatMessage) });
export type SimulatorChat = z.infer<typeof ZSimulatorChat>;

export const ZSimulatorReadBody = z.object({ integrationId: requiredId('Dispositivo inválido'), phone: ZContactPhone });
export const ZSimulatorReadResponse = z.object({ read: z.number().int() });

/**
 * A device as the phone page lists it: those this phone paired with (`GET /simulator/devices`),
 * or those waiting for a scan in the signed-in member's workspaces (`GET /simulator/waiting-devices`).
 */
export const ZSimulatorDevice = z.object({
  integrationId: z.string(),
  name: z.string(),
  status: ZIntegrationStatus,
  phoneNumber: z.string().nullable(),
  /** The QR content waiting to be scanned (waiting devices only); null otherwise. */
  qrcode: z.string().nullable(),
});
export type SimulatorDevice = z.infer<typeof ZSimulatorDevice>;
export const ZSimulatorDevices = z.object({ devices: z.array(ZSimulatorDevice) });
