import { z } from 'zod';

/** Spec 3 §3: a support ticket's issue types, with their labels. */
export const SUPPORT_ISSUE_TYPES = ['technical', 'account', 'billing', 'feature', 'other'] as const;
export const SUPPORT_ISSUE_LABELS: Record<(typeof SUPPORT_ISSUE_TYPES)[number], string> = {
  technical: 'Problema técnico',
  account: 'Conta e acesso',
  billing: 'Cobrança e pagamento',
  feature: 'Sugestão de funcionalidade',
  other: 'Outro assunto',
};

export const SUPPORT_TEXTS = {
  typeRequired: 'Selecione o tipo do problema',
  descriptionRequired: 'Descreva o problema',
  descriptionTooLong: 'A descrição pode ter no máximo 5000 caracteres',
  attachmentType: 'Anexo inválido: envie jpg, jpeg, png, pdf, doc ou docx',
  attachmentTooLarge: 'O anexo pode ter no máximo 10 MB',
  sent: 'Ticket enviado! Nossa equipe responderá em breve.',
  sendFailed: 'Não foi possível enviar o ticket',
  mailNotConfigured: 'O envio de chamados por e-mail não está configurado neste servidor.',
} as const;

/** Spec 3 §5: attachments jpg, jpeg, png, pdf, doc, docx up to 10 MB — checked here, unlike the original. */
export const SUPPORT_ATTACHMENT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf', 'doc', 'docx'] as const;
export const SUPPORT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The text fields of the multipart `POST /support/ticket`; the file part is `attachment`. */
export const ZSupportTicketFields = z.object({
  type: z.enum(SUPPORT_ISSUE_TYPES, { error: SUPPORT_TEXTS.typeRequired }),
  description: z
    .string({ error: SUPPORT_TEXTS.descriptionRequired })
    .trim()
    .min(1, SUPPORT_TEXTS.descriptionRequired)
    .max(5000, SUPPORT_TEXTS.descriptionTooLong),
});
export type SupportTicketFields = z.infer<typeof ZSupportTicketFields>;

export const ZSupportTicket = z.object({
  id: z.string(),
  type: z.enum(SUPPORT_ISSUE_TYPES),
  description: z.string(),
  attachmentName: z.string().nullable(),
  createdAt: z.string(),
});
export type SupportTicket = z.infer<typeof ZSupportTicket>;

/** `GET /support/contacts`: where the WhatsApp and Email tabs point (spec 3 §9: hours and response time). */
export const ZSupportContacts = z.object({ email: z.string(), whatsappNumber: z.string(), hours: z.string(), averageResponse: z.string() });
export type SupportContacts = z.infer<typeof ZSupportContacts>;

export const supportAttachmentExtension = (fileName: string) => fileName.toLowerCase().split('.').pop() ?? '';
export const isSupportAttachmentAllowed = (fileName: string) =>
  (SUPPORT_ATTACHMENT_EXTENSIONS as readonly string[]).includes(supportAttachmentExtension(fileName));
