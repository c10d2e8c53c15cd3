import type { FastifyRequest } from 'fastify';
import { isSupportAttachmentAllowed, SUPPORT_ATTACHMENT_MAX_BYTES, supportAttachmentExtension, ZSupportTicketFields, type SupportTicketFields } from '@balcao/contracts';
import { AppError } from '@balcao/service-kit';
import { supportErrors } from './support-errors';

export interface TicketAttachment {
  fileName: string;
  contentType: string;
  data: Buffer;
}

/** The first bytes each accepted extension's files start with: a renamed file is refused. */
const SIGNATURES: Record<string, { type: string; magic: number[] }> = {
  jpg: { type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  jpeg: { type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  png: { type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47] },
  pdf: { type: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46] },
  doc: { type: 'application/msword', magic: [0xd0, 0xcf, 0x11, 0xe0] },
  docx: { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', magic: [0x50, 0x4b, 0x03, 0x04] },
};

export function checkAttachment(fileName: string, data: Buffer): TicketAttachment {
  if (!isSupportAttachmentAllowed(fileName)) throw supportErrors.ATTACHMENT_TYPE(undefined, 'attachment');
  if (data.length > SUPPORT_ATTACHMENT_MAX_BYTES) throw supportErrors.ATTACHMENT_TOO_LARGE(undefined, 'attachment');
  const signature = SIGNATURES[supportAttachmentExtension(fileName)];
  if (!signature.magic.every((byte, index) => data[index] === byte)) throw supportErrors.ATTACHMENT_TYPE(undefined, 'attachment');
  return { fileName, contentType: signature.type, data };
}

/** Reads the multipart ticket: `type`, `description` and at most one `attachment` (≤ 10 MB). */
export async function readTicketForm(request: FastifyRequest): Promise<{ fields: SupportTicketFields; attachment: TicketAttachment | null }> {
  if (!request.isMultipart()) throw supportErrors.INVALID_FORM();
  const raw: Record<string, string> = {};
  let attachment: TicketAttachment | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: SUPPORT_ATTACHMENT_MAX_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024 } })) {
      if (part.type === 'field') {
        raw[part.fieldname] = String(part.value);
        continue;
      }
      const data = await part.toBuffer();
      // An empty file input still sends its part: that is no attachment.
      if (part.fieldname === 'attachment' && (data.length > 0 || part.filename)) attachment = checkAttachment(part.filename, data);
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw supportErrors.ATTACHMENT_TOO_LARGE(undefined, 'attachment');
    throw error;
  }
  const parsed = ZSupportTicketFields.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue.path.join('.');
    throw new AppError('VALIDATION_ERROR', 400, issue.message, field ? `Campo: ${field}` : undefined, field || undefined);
  }
  return { fields: parsed.data, attachment };
}
