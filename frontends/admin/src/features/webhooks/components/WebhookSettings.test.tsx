import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WebhookDelivery, WebhookEndpoint } from '@balcao/contracts';
import { ok } from '@balcao/ui/testing';
import { attendantUser, CURRENT_USER_ID } from '../../../test/fixtures';
import { renderWithSession } from '../../../test/render-with-session';
import { WebhookSettings } from './WebhookSettings';

const SECRET = `whsec_${'s'.repeat(43)}`;
const ENDPOINT_ID = '0195f0a0-0000-7000-8000-000000000e01';

const endpoint = (overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: ENDPOINT_ID,
  url: 'https://sistema.escritorio.com.br/webhooks/balcao',
  description: 'Sistema jurídico',
  eventTypes: ['message.received', 'lead.created'],
  active: true,
  pausedForFailuresAt: null,
  createdBy: { id: CURRENT_USER_ID, name: 'Maria Souza' },
  createdAt: '2026-11-10T12:00:00Z',
  ...overrides,
});

const delivery = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: '0195f0a0-0000-7000-8000-000000000f01',
  eventId: '0195f0a0-0000-7000-8000-000000000f99',
  eventType: 'webhook.test',
  status: 'SUCCEEDED',
  attempts: 2,
  responseStatus: 200,
  durationMs: 42,
  error: null,
  lastAttemptAt: '2026-12-02T12:01:00Z',
  nextAttemptAt: null,
  createdAt: '2026-12-02T12:00:00Z',
  requestBody: '{"id":"x","type":"webhook.test"}',
  responseBodyPreview: 'ok',
  attemptLog: [
    { at: '2026-12-02T12:00:00Z', responseStatus: 500, durationMs: 30, error: null },
    { at: '2026-12-02T12:01:00Z', responseStatus: 200, durationMs: 42, error: null },
  ],
  ...overrides,
});

describe('Webhooks', () => {
  it('lists the endpoints with their events and author, never a secret', async () => {
    renderWithSession(<WebhookSettings />, { routes: { 'GET /webhook-endpoint': () => ok([endpoint()]) } });

    const row = (await screen.findByText('Sistema jurídico')).closest('tr')!;
    expect(within(row).getByText('https://sistema.escritorio.com.br/webhooks/balcao')).toBeTruthy();
    expect(within(row).getByText('Mensagem recebida de um cliente')).toBeTruthy();
    expect(within(row).getByText('Lead criado')).toBeTruthy();
    expect(within(row).getByText('por Maria Souza')).toBeTruthy();
    expect(document.body.textContent).not.toContain('whsec_');
  });

  it('creates an endpoint, refusing no events first, and shows its signing secret', async () => {
    const { backend } = renderWithSession(<WebhookSettings />, {
      routes: {
        'GET /webhook-endpoint': () => ok([]),
        'POST /webhook-endpoint': () => ok({ ...endpoint({ eventTypes: ['payment.confirmed'] }), secret: SECRET }, 201),
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: /Novo webhook/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('URL de destino'), { target: { value: 'https://sistema.escritorio.com.br/webhooks/balcao' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar webhook' }));
    expect(await within(dialog).findByText('Selecione pelo menos um evento')).toBeTruthy();
    expect(backend.requestsTo('POST', '/webhook-endpoint')).toHaveLength(0);

    fireEvent.click(within(dialog).getByText('Pagamento confirmado'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar webhook' }));

    expect(await screen.findByText(SECRET)).toBeTruthy();
    expect(backend.requestsTo('POST', '/webhook-endpoint')[0]?.body).toMatchObject({ url: 'https://sistema.escritorio.com.br/webhooks/balcao', eventTypes: ['payment.confirmed'] });
    fireEvent.click(screen.getByRole('button', { name: 'Já guardei o segredo' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).toBeNull());
  });

  it("shows the delivery log with each attempt, and sends 'Enviar teste' and 'Reenviar'", async () => {
    const { backend } = renderWithSession(<WebhookSettings />, {
      routes: {
        'GET /webhook-endpoint': () => ok([endpoint()]),
        [`GET /webhook-endpoint/${ENDPOINT_ID}/delivery`]: () => ok([delivery()]),
        [`POST /webhook-endpoint/${ENDPOINT_ID}/test`]: () => ok(delivery({ status: 'PENDING', attempts: 0, attemptLog: [] }), 201),
        [`POST /webhook-endpoint/${ENDPOINT_ID}/delivery/${delivery().id}/resend`]: () => ok(delivery({ status: 'PENDING' })),
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Entregas' }));
    const row = (await screen.findByText('Evento de teste')).closest('tr')!;
    expect(within(row).getByText('Entregue')).toBeTruthy();
    expect(within(row).getByText('HTTP 200')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /Expandir linha|Expand row/ }));
    const attempts = within(await screen.findByRole('list', { name: 'Tentativas' })).getAllByRole('listitem');
    expect(attempts.map((item) => item.textContent)).toEqual([expect.stringContaining('HTTP 500'), expect.stringContaining('HTTP 200')]);

    fireEvent.click(screen.getByRole('button', { name: 'Enviar teste' }));
    await waitFor(() => expect(backend.requestsTo('POST', `/webhook-endpoint/${ENDPOINT_ID}/test`)).toHaveLength(1));
    fireEvent.click(within(row).getByRole('button', { name: 'Reenviar Evento de teste' }));
    expect(await screen.findByText('Entrega reenviada')).toBeTruthy();
    expect(backend.requestsTo('POST', `/webhook-endpoint/${ENDPOINT_ID}/delivery/${delivery().id}/resend`)).toHaveLength(1);
  });

  it('tells an attendant only the Gestor manages webhooks, and asks the server nothing', async () => {
    const { backend } = renderWithSession(<WebhookSettings />, { user: attendantUser(), routes: {} });

    expect(await screen.findByText('Apenas o Gestor do escritório pode gerenciar os webhooks.')).toBeTruthy();
    expect(backend.requestsTo('GET', '/webhook-endpoint')).toHaveLength(0);
  });
});
