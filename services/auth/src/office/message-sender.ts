import type { Mailer } from '@balcao/service-kit';

/** Port for short messages to a phone (WhatsApp/SMS provider in production). */
export interface PhoneMessageSender {
  send(message: { phoneNumber: string; subject: string; text: string }): Promise<void>;
}

/** Standalone stand-in: the message lands in the dev mailbox, addressed to `whatsapp:+<number>`. */
export class DevMailboxPhoneSender implements PhoneMessageSender {
  constructor(private readonly mailer: Mailer) {}

  async send(message: { phoneNumber: string; subject: string; text: string }) {
    await this.mailer.send({ to: `whatsapp:+${message.phoneNumber}`, subject: message.subject, text: message.text });
  }
}

/** The sender to use when none is given: the dev mailbox when there is one, else none (codes cannot be sent). */
export const defaultPhoneSender = (mailer: Mailer): PhoneMessageSender | null =>
  mailer.kind === 'dev-mailbox' ? new DevMailboxPhoneSender(mailer) : null;
