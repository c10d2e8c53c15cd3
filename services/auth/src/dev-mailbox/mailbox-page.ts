import type { SentMail } from '@balcao/service-kit';
import { escapeHtml } from '../shared/html';

/** Escapes the text and turns its http(s) addresses into links (recovery links, mainly). */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" target="_blank" rel="noopener">${url}</a>`);

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'America/Sao_Paulo' });

const mailItem = (mail: SentMail) => `
  <article>
    <header><strong>${escapeHtml(mail.subject)}</strong><span>${dateTime.format(new Date(mail.sentAt))}</span></header>
    <p class="to">Para: ${escapeHtml(mail.to)}</p>
    <pre>${linkify(mail.text)}</pre>
  </article>`;

/** The standalone dev mailbox: every e-mail (and WhatsApp code) the platform "sent", newest first. */
export function renderMailboxPage(mails: SentMail[]): string {
  const body = mails.length ? mails.map(mailItem).join('') : '<p class="empty">Nenhum e-mail enviado ainda.</p>';
  return `<!doctype html>
<html lang="pt-BR">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Caixa de saída (desenvolvimento) - Balcão</title>
  <style>
    body { font-family: system-ui, sans-serif; max-width: 860px; margin: 2rem auto; padding: 0 1rem; color: #1f1f1f; }
    article { border: 1px solid #d9d9d9; border-radius: 8px; padding: 1rem; margin-bottom: 1rem; }
    header { display: flex; justify-content: space-between; gap: 1rem; }
    header span, .to, .empty { color: #595959; }
    pre { white-space: pre-wrap; font-family: inherit; margin: 0; }
  </style>
</head>
<body>
  <h1>Caixa de saída (desenvolvimento)</h1>
  <p>E-mails e códigos de WhatsApp enviados por este servidor. Atualize a página para ver novos.</p>
  ${body}
</body>
</html>`;
}
