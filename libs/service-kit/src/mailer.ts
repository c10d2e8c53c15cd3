import nodemailer from 'nodemailer';
import { randomUUID } from 'node:crypto';

/** A file sent with a mail (nodemailer's shape, so SMTP takes it as is). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  replyTo?: string;
}

export interface SentMail extends Mail {
  id: string;
  sentAt: string;
}

/** E-mail port: SMTP in production, a dev mailbox (readable page) in standalone, none when neither is configured. */
export interface Mailer {
  readonly kind: 'smtp' | 'dev-mailbox' | 'none';
  send(mail: Mail): Promise<void>;
  /** Dev mailbox only: newest first. */
  list?(): SentMail[];
}

export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport;
  constructor(url: string, private readonly from: string) {
    this.transport = nodemailer.createTransport(url);
  }
  async send(mail: Mail) {
    await this.transport.sendMail({ from: this.from, ...mail });
  }
}

export class DevMailbox implements Mailer {
  readonly kind = 'dev-mailbox' as const;
  private readonly mails: SentMail[] = [];
  async send(mail: Mail) {
    this.mails.unshift({ ...mail, id: randomUUID(), sentAt: new Date().toISOString() });
    this.mails.splice(200);
  }
  list() {
    return [...this.mails];
  }
}

/** A mail that could not go: no SMTP is configured (and no dev mailbox, as in production). */
export class MailUnavailableError extends Error {
  constructor() {
    super('no SMTP_URL is configured: e-mail cannot be sent');
  }
}

/** Production without SMTP_URL: nothing is sent; features that need e-mail say they are unavailable. */
export class NoMailer implements Mailer {
  readonly kind = 'none' as const;
  async send(): Promise<void> {
    throw new MailUnavailableError();
  }
}
