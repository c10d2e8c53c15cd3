import type { FastifyRequest } from 'fastify';
import { DOCUMENT_MAX_BYTES, ZSendMessageFields, type SendMessageFields } from '@balcao/contracts';
import { AppError } from '@balcao/service-kit';
import { messageErrors } from '../shared/errors';

export interface OutgoingFile {
  data: Buffer;
  mimeType: string;
  fileName: string | null;
}

export interface SendMessageForm {
  fields: SendMessageFields;
  file: OutgoingFile | null;
}

/** Reads the multipart form of send-message: its text fields and at most one `file` part (≤ 20 MB). */
export async function readSendMessageForm(request: FastifyRequest): Promise<SendMessageForm> {
  if (!request.isMultipart()) throw messageErrors.INVALID_FORM();
  const raw: Record<string, string> = {};
  let file: OutgoingFile | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 20, fieldSize: 70 * 1024 } })) {
      if (part.type === 'field') {
        raw[part.fieldname] = String(part.value);
        continue;
      }
      const data = await part.toBuffer();
      // A form with an empty file input still sends the part: that is no file.
      if (part.fieldname === 'file' && (data.length > 0 || part.filename)) {
        file = { data, mimeType: part.mimetype || 'application/octet-stream', fileName: part.filename || null };
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw messageErrors.FILE_TOO_LARGE(undefined, 'file');
    throw error;
  }
  const parsed = ZSendMessageFields.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue.path.join('.');
    throw new AppError('VALIDATION_ERROR', 400, issue.message, field ? `Campo: ${field}` : undefined, field || undefined);
  }
  if (file && parsed.data.fileName) file.fileName = parsed.data.fileName;
  return { fields: parsed.data, file };
}
