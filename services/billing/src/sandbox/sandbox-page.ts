const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
const money = (cents: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);
const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });

export interface SandboxPageCharge {
  id: string;
  billingType: string;
  valueCents: number;
  status: string;
  description: string;
  pixPayload: string | null;
  createdAt: Date;
}

export interface SandboxPageData {
  officeName: string;
  now: Date;
  offsetDays: number;
  /** The office's trial, while it lasts. */
  trial: { officeId: string; trialEndsAt: Date } | null;
  charges: SandboxPageCharge[];
  highlight: string | null;
  /** Every form carries it (see requireFormToken). */
  formToken: string;
}

const STATUS: Record<string, string> = { PENDING: 'Pendente', RECEIVED: 'Pago', CONFIRMED: 'Confirmado' };

const STYLE = `
    body { font-family: system-ui, sans-serif; max-width: 1100px; margin: 2rem auto; padding: 0 1rem; color: #1f1f1f; }
    table { width: 100%; border-collapse: collapse; margin-bottom: 1.5rem; }
    th, td { text-align: left; padding: .5rem; border-bottom: 1px solid #e5e5e5; vertical-align: top; }
    code { font-size: .75rem; word-break: break-all; color: #595959; }
    small, .empty { color: #595959; }
    .highlight { background: #fffbe6; }
    .actions form { display: inline-block; margin: 0 .25rem .25rem 0; }
    button, .button { cursor: pointer; padding: .35rem .75rem; border-radius: 6px; border: 1px solid #0296F9; background: #0296F9; color: #fff; text-decoration: none; }
    .clock form { display: inline-flex; gap: .5rem; align-items: center; }`;

const document = (title: string, body: string) => `<!doctype html>
<html lang="pt-BR">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title} - Balcão</title>
  <style>${STYLE}
  </style>
</head>
<body>
${body}
</body>
</html>`;

const chargeRow = (charge: SandboxPageCharge, highlight: boolean, form: FormOf) => `
  <tr${highlight ? ' class="highlight"' : ''} data-charge="${charge.id}">
    <td>${dateTime.format(charge.createdAt)}</td>
    <td>${escapeHtml(charge.description)}<br><small>${charge.id} · ${charge.billingType}</small>${charge.pixPayload ? `<br><code>${escapeHtml(charge.pixPayload)}</code>` : ''}</td>
    <td>${money(charge.valueCents)}</td>
    <td>${STATUS[charge.status] ?? escapeHtml(charge.status)}</td>
    <td class="actions">${charge.status === 'PENDING' ? form(`/api/billing/sandbox/charges/${charge.id}/pay`, 'Pagar agora') : ''}${form(`/api/billing/sandbox/charges/${charge.id}/resend`, 'Reenviar webhook')}</td>
  </tr>`;

type FormOf = (action: string, label: string, fields?: string) => string;

/** The sandbox's dev page for one office (its Gestor's): pay its charges, resend webhooks, end its trial, move its billing clock. */
export function renderSandboxPage(data: SandboxPageData): string {
  const form: FormOf = (action, label, fields = '') =>
    `<form method="post" action="${action}"><input type="hidden" name="formToken" value="${escapeHtml(data.formToken)}">${fields}<button type="submit">${label}</button></form>`;
  const charges = data.charges.length
    ? `<table><thead><tr><th>Criada</th><th>Cobrança</th><th>Valor</th><th>Status</th><th></th></tr></thead><tbody>${data.charges.map((charge) => chargeRow(charge, charge.id === data.highlight, form)).join('')}</tbody></table>`
    : '<p class="empty">Nenhuma cobrança ainda.</p>';
  const trial = data.trial
    ? `<table><thead><tr><th>Escritório</th><th>Teste até</th><th></th></tr></thead><tbody><tr><td>${escapeHtml(data.officeName)}<br><small>${data.trial.officeId}</small></td><td>${dateTime.format(data.trial.trialEndsAt)}</td><td>${form(`/api/billing/sandbox/offices/${data.trial.officeId}/end-trial`, 'Encerrar teste')}</td></tr></tbody></table>`
    : '<p class="empty">O escritório não está em período de teste.</p>';
  return document(
    'Pagamentos (sandbox)',
    `  <h1>Pagamentos (sandbox)</h1>
  <p>O gateway local do Balcão para <strong>${escapeHtml(data.officeName)}</strong>: as cobranças abaixo não movimentam dinheiro. "Pagar agora" envia o mesmo webhook que o Asaas enviaria.</p>
  <section class="clock">
    <h2>Relógio de cobrança do escritório</h2>
    <p>Agora: <strong>${dateTime.format(data.now)}</strong>${data.offsetDays ? ` (${data.offsetDays.toLocaleString('pt-BR')} dias à frente)` : ''}</p>
    ${form('/api/billing/sandbox/clock/advance', 'Avançar relógio', '<label>Dias <input name="days" type="number" min="1" max="400" value="8"></label> ')}
  </section>
  <h2>Cobranças</h2>
  ${charges}
  <h2>Período de teste</h2>
  ${trial}`,
  );
}

/** The page without a Gestor's session: what to do instead (nothing of any office is shown). */
export const renderSandboxRefusal = (message: string) =>
  document('Pagamentos (sandbox)', `  <h1>Pagamentos (sandbox)</h1>\n  <p>${escapeHtml(message)}</p>\n  <p><a class="button" href="/sign-in">Entrar no Balcão</a></p>`);

export function renderReceipt(charge: SandboxPageCharge & { officeName: string; paidAt: Date | null }): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Comprovante - Balcão</title>
<style>body{font-family:system-ui,sans-serif;max-width:520px;margin:2rem auto;padding:0 1rem}dt{color:#595959}dd{margin:0 0 .75rem}</style></head>
<body><h1>Comprovante de pagamento</h1><dl>
<dt>Cobrança</dt><dd>${escapeHtml(charge.description)}</dd>
<dt>Valor</dt><dd>${money(charge.valueCents)}</dd>
<dt>Forma</dt><dd>${charge.billingType === 'PIX' ? 'PIX' : 'Cartão de crédito'}</dd>
<dt>Pago em</dt><dd>${charge.paidAt ? dateTime.format(charge.paidAt) : 'Não pago'}</dd>
<dt>Identificador</dt><dd>${charge.id}</dd></dl>
<p><small>Gerado pelo sandbox de pagamentos do Balcão.</small></p></body></html>`;
}
