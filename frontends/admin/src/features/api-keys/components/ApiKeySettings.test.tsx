import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiKey } from '@balcao/contracts';
import { ok } from '@balcao/ui/testing';
import { attendantUser, CURRENT_USER_ID, INBOX_LABOR, inboxes } from '../../../test/fixtures';
import { renderWithSession } from '../../../test/render-with-session';
import { ApiKeySettings } from './ApiKeySettings';

const SECRET = `blc_0195f0a0000070008000000000000d01_${'s'.repeat(43)}`;

const apiKey = (overrides: Partial<ApiKey> = {}): ApiKey => ({
  id: '0195f0a0-0000-7000-8000-000000000d01',
  name: 'Sistema jurídico',
  prefix: 'blc_0195f0a0000070008000000000000d01_',
  scopes: ['conversas:read', 'crm:write'],
  inboxIds: [INBOX_LABOR.id],
  createdBy: { id: CURRENT_USER_ID, name: 'Maria Souza' },
  createdAt: '2026-11-10T12:00:00Z',
  expiresAt: '2027-02-08T12:00:00Z',
  lastUsedAt: null,
  revokedAt: null,
  status: 'ACTIVE',
  ...overrides,
});

describe('Integrações de API', () => {
  it('lists the keys with their access, workspaces, dates and status, never a secret', async () => {
    renderWithSession(<ApiKeySettings />, {
      routes: {
        'GET /inbox': () => ok(inboxes),
        'GET /api-key': () => ok([apiKey(), apiKey({ id: 'old', name: 'BI antigo', inboxIds: null, status: 'REVOKED', revokedAt: '2026-11-20T10:00:00Z' })]),
      },
    });

    const row = (await screen.findByText('Sistema jurídico')).closest('tr')!;
    expect(within(row).getByText('Conversas: leitura')).toBeTruthy();
    expect(within(row).getByText('CRM: leitura e escrita')).toBeTruthy();
    expect(within(row).getByText('Trabalhista')).toBeTruthy();
    expect(within(row).getByText('10/11/2026')).toBeTruthy();
    expect(within(row).getByText('08/02/2027')).toBeTruthy();
    expect(within(row).getByText('Nunca usada')).toBeTruthy();
    expect(within(row).getByText('Ativa')).toBeTruthy();
    const revoked = screen.getByText('BI antigo').closest('tr')!;
    expect(within(revoked).getByText('Todos')).toBeTruthy();
    expect(within(revoked).getByText('Revogada')).toBeTruthy();
    expect(within(revoked).queryByRole('button', { name: /Revogar/ })).toBeNull();
  });

  it('creates a key and shows its secret once, with a warning and a copy button', async () => {
    const { backend } = renderWithSession(<ApiKeySettings />, {
      routes: {
        'GET /inbox': () => ok(inboxes),
        'GET /api-key': () => ok([]),
        'POST /api-key': () => ok({ ...apiKey({ name: 'Relatórios', scopes: ['conversas:read'], inboxIds: null }), secret: SECRET }, 201),
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: /Nova chave/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar chave' }));
    expect(await within(dialog).findByText('Nome da chave é obrigatório')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Nome da chave'), { target: { value: 'Relatórios' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar chave' }));
    expect(await within(dialog).findByText('Selecione pelo menos uma permissão')).toBeTruthy();
    expect(backend.requestsTo('POST', '/api-key')).toHaveLength(0);

    const conversas = within(dialog).getByRole('radiogroup', { name: 'Acesso a Conversas' });
    fireEvent.click(within(conversas).getByText('Leitura'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar chave' }));

    expect(await screen.findByText('Copie a chave agora')).toBeTruthy();
    expect(screen.getByText(/não será mostrada novamente/)).toBeTruthy();
    expect(screen.getByText(SECRET)).toBeTruthy();
    expect(within(screen.getByTestId('api-key-secret')).getByRole('button')).toBeTruthy();
    const [sent] = backend.requestsTo('POST', '/api-key').map((call) => call.body as Record<string, unknown>);
    expect(sent).toMatchObject({ name: 'Relatórios', scopes: ['conversas:read'], allInboxes: true, inboxIds: [] });
    const days = (Date.parse(sent!.expiresAt as string) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(90);

    fireEvent.click(screen.getByRole('button', { name: 'Já copiei a chave' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).toBeNull());
  });

  it('revokes a key only after confirming', async () => {
    const { backend } = renderWithSession(<ApiKeySettings />, {
      routes: {
        'GET /inbox': () => ok(inboxes),
        'GET /api-key': () => ok([apiKey()]),
        [`POST /api-key/${apiKey().id}/revoke`]: () => ok(apiKey({ status: 'REVOKED', revokedAt: '2026-12-02T10:00:00Z' })),
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Revogar Sistema jurídico' }));
    expect(await screen.findByText(/deixam de funcionar imediatamente/)).toBeTruthy();
    expect(backend.requestsTo('POST', `/api-key/${apiKey().id}/revoke`)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Revogar' }));

    expect(await screen.findByText('Chave revogada')).toBeTruthy();
    expect(backend.requestsTo('POST', `/api-key/${apiKey().id}/revoke`)).toHaveLength(1);
  });

  it('tells an attendant only the Gestor manages keys, and asks the server nothing', async () => {
    const { backend } = renderWithSession(<ApiKeySettings />, { user: attendantUser(), routes: {} });

    expect(await screen.findByText('Apenas o Gestor do escritório pode gerenciar as integrações de API.')).toBeTruthy();
    expect(backend.requestsTo('GET', '/api-key')).toHaveLength(0);
  });
});
