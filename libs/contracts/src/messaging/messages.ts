import { z } from 'zod';
import { messages as common } from '../common/zod-pt-br';
import { ZMessageType } from './enums';
import { requiredId } from './fields';

export const MESSAGE_REQUIRED_MESSAGE = 'Informe uma mensagem ou um arquivo';
export const FILE_TOO_LARGE_MESSAGE = 'O arquivo excede o limite de 20 MB';
export const MESSAGE_DELETE_WINDOW_MESSAGE = 'Só é possível apagar suas mensagens enviadas há menos de 48 horas';
export const SEND_FAILED_MESSAGE = 'Não foi possível enviar a mensagem';
/** The device is changing servers or reconnecting: the same send may be asked again shortly. */
export const DEVICE_UNAVAILABLE_MESSAGE = 'O WhatsApp deste dispositivo está se reconectando. Tente enviar novamente em instantes.';
export const DELETE_FAILED_MESSAGE = 'Não foi possível apagar a mensagem no WhatsApp do contato';

const MB = 1024 * 1024;
const sizeLabelOf = (bytes: number) =>
  bytes >= MB ? `${(bytes / MB).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB` : `${Math.floor(bytes / 1024).toLocaleString('pt-BR')} KB`;

/** Kept as the text of a client's message whose file was over the size kept (MEDIA_MAX_INBOUND_BYTES): the message stays, the file is not downloaded. */
export const inboundFileTooLargeNotice = (maxBytes: number) => `Arquivo muito grande (mais de ${sizeLabelOf(maxBytes)}): não foi baixado`;

/** Multipart fields arrive as strings; an empty field means "not given". */
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalField = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/**
 * Text fields of `POST /conversation/send-message` (multipart; the file is the `file` part).
 * Sending needs text or a file (spec 1 §5); the server checks that once the parts are read.
 */
export const ZSendMessageFields = z.object({
  conversationId: requiredId('Conversa inválida'),
  type: optionalField(ZMessageType),
  message: optionalField(z.string().max(65536)),
  fileName: optionalField(z.string().trim().max(255)),
  caption: optionalField(z.string().max(4096)),
  /** 'true' prefixes the text with the attendant's name in bold, as the product does. */
  showResponsibleName: optionalField(z.enum(['true', 'false'], { error: 'Valor inválido' })),
  replyMessageId: optionalField(z.uuid({ error: 'Mensagem inválida' })),
  /** With type 'reaction': the message reacted to; `message` holds the emoji ('' removes it). */
  reactionMessageId: optionalField(z.uuid({ error: 'Mensagem inválida' })),
});
export type SendMessageFields = z.infer<typeof ZSendMessageFields>;

export const ZRemoveMessageBody = z.object({
  messageId: z.uuid({ error: (issue) => (issue.input === undefined ? common.required : 'Mensagem inválida') }),
  conversationId: requiredId('Conversa inválida'),
});
export type RemoveMessageBody = z.infer<typeof ZRemoveMessageBody>;

/** `GET /media/{key}`: a signed link works without the Authorization header (for <img>/<audio>). */
export const ZMediaParams = z.object({ key: z.string().regex(/^[A-Za-z0-9._-]{1,200}$/, 'Arquivo inválido') });
export const ZMediaQuery = z.object({
  exp: z.coerce.number().int().optional(),
  sig: z.string().max(200).optional(),
});
