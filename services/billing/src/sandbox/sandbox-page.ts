const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
const money = (cents: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);
const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });

export interface SandboxPageCharge {
  id: string;
  officeName: string;
  billingType: string;
  valueCents: number;
  status: string;
  description: string;
  pixPayload: string | null;
  createdAt: Date;
}

export interface SandboxPageData {
  now: Date;
  offsetDays: number;
  trials: Array<{ officeId: string; name: string; trialEndsAt: Date }>;
  charges: SandboxPageCharge[];
  highlight: string | null;
}

const STATUS: Record<string, string> = { PENDING: 'Pendente', RECEIVED: 'Pago', CONFIRMED: 'Confirmado' };

const button = (action: string, label: string, fields = '') => `<form method="post" action="${action}">${fields}<button type="submit">${label}</button></form>`;

const chargeRow = (charge: SandboxPageCharge, highlight: boolean) => `
  <tr${highlight ? ' class="highlight"' : ''} data-charge="${charge.id}">
    <td>${dateTime.format(charge.createdAt)}</td>
    <td>${escapeHtml(charge.officeName)}</td>
    <td>${escapeHtml(charge.description)}<br><small>${charge.id} · ${charge.billingType}</small>${charge.pixPayload ? `<br><code>${escapeHtml(charge.pixPayload)}</code>` : ''}</td>
    <td>${money(charge.valueCents)}</td>
    <td>${STATUS[charge.status] ?? escapeHtml(charge.status)}</td>
    <td class="actions">${charge.status === 'PENDING' ? button(`/api/billing/sandbox/charges/${charge.id}/pay`, 'Pagar agora') : ''}${button(`/api/billing/sandbox/charges/${charge.id}/resend`, 'Reenviar webhook')}</td>
  </tr>`;

/** The sandbox's dev page (like the dev mailbox): pay charges, resend webhooks, end trials, move the billing clock. */
export function renderSandboxPage(data: SandboxPageData): string {
  const charges = data.charges.length
    ? `<table><thead><tr><th>Criada</th><th>Escritório</th><th>Cobrança</th><th>Valor</th><th>Status</th><th></th></tr></thead><tbody>${data.charges.map((charge) => chargeRow(charge, charge.id === data.highlight)).join('')}</tbody></table>`
    : '<p class="empty">Nenhuma cobrança ainda.</p>';
  const trials = data.trials.length
    ? `<table><thead><tr><th>Escritório</th><th>Teste até</th><th></th></tr></thead><tbody>${data.trials
        .map((trial) => `<tr><td>${escapeHtml(trial.name)}<br><small>${trial.officeId}</small></td><td>${dateTime.format(trial.trialEndsAt)}</td><td>${button(`/api/billing/sandbox/offices/${trial.officeId}/end-trial`, 'Encerrar teste')}</td></tr>`)
        .join('')}</tbody></table>`
    : '<p class="empty">Nenhum escritório em período de teste.</p>';
  return `<!doctype html>
<html lang="pt-BR">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Pagamentos (sandbox) - Balcão</title>
  <style>
    body { font-family: system-ui, sans-serif; max-width: 1100px; margin: 2rem auto; padding: 0 1rem; color: #1f1f1f; }
    table { width: 100%; border-collapse: collapse; margin-bottom: 1.5rem; }
    th, td { text-align: left; padding: .5rem; border-bottom: 1px solid #e5e5e5; vertical-align: top; }
    code { font-size: .75rem; word-break: break-all; color: #595959; }
    small, .empty { color: #595959; }
    .highlight { background: #fffbe6; }
    .actions form { display: inline-block; margin: 0 .25rem .25rem 0; }
    button { cursor: pointer; padding: .35rem .75rem; border-radius: 6px; border: 1px solid #0296F9; background: #0296F9; color: #fff; }
    .clock form { display: inline-flex; gap: .5rem; align-items: center; }
  </style>
</head>
<body>
  <h1>Pagamentos (sandbox)</h1>
  <p>O gateway local do Balcão: as cobranças abaixo não movimentam dinheiro. "Pagar agora" envia o mesmo webhook que o Asaas enviaria.</p>
  <section class="clock">
    <h2>Relógio de cobrança</h2>
    <p>Agora: <strong>${dateTime.format(data.now)}</strong>${data.offsetDays ? ` (${data.offsetDays.toLocaleString('pt-BR')} dias à frente)` : ''}</p>
    <form method="post" action="/api/billing/sandbox/clock/advance"><label>Dias <input name="days" type="number" min="1" max="400" value="8"></label><button type="submit">Avançar relógio</button></form>
  </section>
  <h2>Cobranças</h2>
  ${charges}
  <h2>Períodos de teste</h2>
  ${trials}
</body>
</html>`;
}

export function renderReceipt(charge: SandboxPageCharge & { paidAt: Date | null }): string {
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
