import { and, eq } from 'drizzle-orm';
import { SUPPORT_ISSUE_LABELS, type SupportTicket, type SupportTicketFields } from '@balcao/contracts';
import { MailUnavailableError, type Mailer, type Principal } from '@balcao/service-kit';
import type { NotificationsDatabase } from '../db/database';
import { members, supportTickets } from '../db/schema';
import { supportErrors } from './support-errors';
import type { TicketAttachment } from './support-form';

/** Below the database's idle-in-transaction limit: a silent SMTP server fails the ticket, never hangs it. */
const MAIL_TIMEOUT_MS = 10_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`mail not sent within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Stores the ticket and e-mails it, with its attachment, to the support address in the same
 * transaction: a ticket the mailer refused is not kept, and the user can send it again.
 */
export async function openSupportTicket(
  context: { db: NotificationsDatabase; mailer: Mailer; supportEmail: string; log: { error(obj: unknown, msg: string): void } },
  principal: Principal,
  form: { fields: SupportTicketFields; attachment: TicketAttachment | null },
): Promise<SupportTicket> {
  const { fields, attachment } = form;
  return context.db.transaction(async (tx) => {
    const [author] = await tx
      .select({ name: members.name, email: members.email })
      .from(members)
      .where(and(eq(members.userId, principal.userId), eq(members.officeId, principal.officeId)));
    const [ticket] = await tx
      .insert(supportTickets)
      .values({
        officeId: principal.officeId,
        userId: principal.userId,
        type: fields.type,
        description: fields.description,
        attachmentName: attachment?.fileName ?? null,
        attachmentType: attachment?.contentType ?? null,
        attachmentBytes: attachment?.data.length ?? null,
      })
      .returning();
    const label = SUPPORT_ISSUE_LABELS[fields.type];
    const text = [
      `Ticket ${ticket.id}`,
      `Tipo: ${label}`,
      `Usuário: ${author ? `${author.name} <${author.email}>` : principal.userId}`,
      `Escritório: ${principal.officeId}`,
      '',
      fields.description,
    ].join('\n');
    try {
      await withTimeout(
        context.mailer.send({
          to: context.supportEmail,
          subject: `[Suporte] ${label} — ticket ${ticket.id.slice(0, 8)}`,
          text,
          replyTo: author?.email,
          attachments: attachment ? [{ filename: attachment.fileName, contentType: attachment.contentType, content: attachment.data }] : undefined,
        }),
        MAIL_TIMEOUT_MS,
      );
    } catch (error) {
      if (error instanceof MailUnavailableError) throw supportErrors.MAIL_NOT_CONFIGURED();
      context.log.error({ err: error }, 'support ticket e-mail failed');
      throw supportErrors.MAIL_FAILED();
    }
    return { id: ticket.id, type: fields.type, description: ticket.description, attachmentName: ticket.attachmentName, createdAt: ticket.createdAt.toISOString() };
  });
}
