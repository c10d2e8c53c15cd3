import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, ok } from '@balcao/ui/testing';
import { attendantUser, inboxes, INBOX_LABOR, OFFICE_ID } from '../../../test/fixtures';
import { renderWithSession } from '../../../test/render-with-session';
import { WorkspaceSettings } from './WorkspaceSettings';

describe('WorkspaceSettings', () => {
  it('lists the workspaces with their creation date', async () => {
    renderWithSession(<WorkspaceSettings />, { routes: { 'GET /inbox': () => ok(inboxes) } });

    const row = (await screen.findByText('Trabalhista')).closest('tr')!;
    expect(within(row).getByText('10/04/2025')).toBeTruthy();
  });

  it('shows the empty state when there is none', async () => {
    renderWithSession(<WorkspaceSettings />, { routes: { 'GET /inbox': () => ok([]) } });

    expect(await screen.findByText('Nenhum workspace encontrado')).toBeTruthy();
  });

  it('creates a workspace, explains what it is and refreshes the session for the switcher', async () => {
    const { backend } = renderWithSession(<WorkspaceSettings />, {
      routes: {
        'GET /inbox': () => ok(inboxes),
        'POST /inbox': () => ok({ id: 'new', name: 'Cível', officeId: OFFICE_ID, createdAt: '2025-05-01T10:00:00Z' }),
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: /Novo workspace/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/separa as conversas, os contatos e os dispositivos/)).toBeTruthy();
    const save = within(dialog).getByRole('button', { name: 'Salvar' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Nome do workspace'), { target: { value: 'Cível' } });
    await waitFor(() => expect(save.disabled).toBe(false));
    const sessionLoads = backend.requestsTo('GET', '/auth/me').length;
    fireEvent.click(save);

    expect(await screen.findByText('Workspace criado')).toBeTruthy();
    expect(backend.requestsTo('POST', '/inbox').map((call) => call.body)).toEqual([
      { name: 'Cível', officeId: OFFICE_ID },
    ]);
    await waitFor(() => expect(backend.requestsTo('GET', '/auth/me').length).toBeGreaterThan(sessionLoads));
  });

  it('deletes a workspace only after confirming', async () => {
    const { backend } = renderWithSession(<WorkspaceSettings />, {
      routes: {
        'GET /inbox': () => ok(inboxes),
        [`DELETE /inbox/${INBOX_LABOR.id}`]: () => ok({ success: true }),
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Excluir Trabalhista' }));
    expect(await screen.findByText('Tem certeza que deseja excluir este workspace?')).toBeTruthy();
    expect(backend.requestsTo('DELETE', `/inbox/${INBOX_LABOR.id}`)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('Workspace excluído')).toBeTruthy();
    expect(backend.requestsTo('DELETE', `/inbox/${INBOX_LABOR.id}`)).toHaveLength(1);
  });

  it("shows the server's reason when the last workspace cannot be deleted", async () => {
    renderWithSession(<WorkspaceSettings />, {
      routes: {
        'GET /inbox': () => ok(inboxes),
        [`DELETE /inbox/${INBOX_LABOR.id}`]: () =>
          apiError(409, 'O escritório precisa de pelo menos um workspace'),
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Excluir Trabalhista' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('O escritório precisa de pelo menos um workspace')).toBeTruthy();
    expect(screen.queryByText('Workspace excluído')).toBeNull();
  });

  it('lists the workspaces to an attendant with no create, rename or delete', async () => {
    renderWithSession(<WorkspaceSettings />, { user: attendantUser(), routes: { 'GET /inbox': () => ok(inboxes) } });

    const row = (await screen.findByText('Trabalhista')).closest('tr')!;
    expect(within(row).getByText('10/04/2025')).toBeTruthy();
    expect(screen.getByText('Apenas o Gestor do escritório pode criar, renomear ou excluir workspaces.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Novo workspace/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Editar Trabalhista' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Excluir Trabalhista' })).toBeNull();
    expect(screen.queryByText('Ações')).toBeNull();
  });
});
