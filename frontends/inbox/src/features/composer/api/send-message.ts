import type { Message } from '@balcao/contracts';
import { api } from '@balcao/ui';
import type { SendDraft } from '../lib/outbox';

/**
 * `POST /conversation/send-message` (multipart, spec 1 §3). The Idempotency-Key is one per send
 * attempt, so a retried request never sends the message twice. Silent: the composer shows
 * 'Erro ao enviar' itself.
 */
export function sendMessage({
  conversationId,
  draft,
  idempotencyKey,
}: {
  conversationId: string;
  draft: SendDraft;
  idempotencyKey: string;
}): Promise<Message> {
  const form = new FormData();
  form.append('conversationId', conversationId);
  form.append('type', draft.type);
  const text = draft.text.trim();
  // With a file the server takes the text as the caption (signed like a text message).
  if (text) form.append('message', text);
  if (draft.file) {
    const fileName = draft.fileName ?? draft.file.name;
    form.append('file', draft.file, fileName);
    form.append('fileName', fileName);
  }
  form.append('showResponsibleName', draft.showResponsibleName ? 'true' : 'false');
  if (draft.replyTo) form.append('replyMessageId', draft.replyTo.id);
  return api.upload<Message>('/conversation/send-message', form, { idempotencyKey, silent: true });
}
