import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@balcao/ui/testing';
import { activeUser, ATTENDANT_ROLE_ID, permissionCatalogue, roles } from '../../../test/fixtures';
import { renderWithSession } from '../../../test/render-with-session';
import { TeamsPage } from './TeamsPage';

const routes = {
  'GET /user-roles': () => ok(roles),
  'GET /user-roles/permissions': () => ok(permissionCatalogue),
};

const rowOf = async (name: string) => (await screen.findByText(name, { selector: 'td' })).closest('tr')!;

describe('TeamsPage', () => {
  it('lists each profile with its permissions and number of attendants', async () => {
    renderWithSession(<TeamsPage />, { routes });

    const manager = await rowOf('Gestor');
    expect(within(manager).getByText('CRM')).toBeTruthy();
    expect(within(manager).getByText('Times')).toBeTruthy();
    const attendant = await rowOf('Atendente');
    expect(within(attendant).getByText('Nenhuma permissão')).toBeTruthy();
  });

  it('keeps the Gestor profile from being edited or deleted', async () => {
    renderWithSession(<TeamsPage />, { routes });

    const manager = await rowOf('Gestor');
    const locked = within(manager).getAllByRole('button', { name: 'O perfil Gestor não pode ser alterado' });
    expect(locked).toHaveLength(2);
    for (const button of locked) expect((button as HTMLButtonElement).disabled).toBe(true);

    const attendant = await rowOf('Atendente');
    expect((within(attendant).getByRole('button', { name: 'Editar Atendente' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect((within(attendant).getByRole('button', { name: 'Excluir Atendente' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('edits a profile and sends the permission codes', async () => {
    const { backend } = renderWithSession(<TeamsPage />, {
      routes: { ...routes, [`PUT /user-roles/${ATTENDANT_ROLE_ID}`]: () => ok(roles[1]) },
    });

    fireEvent.click(within(await rowOf('Atendente')).getByRole('button', { name: 'Editar Atendente' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Editar perfil')).toBeTruthy();
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'CRM' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Fluxo de Atendimento' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Perfil atualizado')).toBeTruthy();
    const [update] = backend.requestsTo('PUT', `/user-roles/${ATTENDANT_ROLE_ID}`);
    expect(update?.body).toEqual({ name: 'Atendente', permissions: ['view:crm', 'view:flow'] });
  });

  it('asks for a name and at least one permission before creating a profile', async () => {
    const { backend } = renderWithSession(<TeamsPage />, { routes });

    fireEvent.click(await screen.findByRole('button', { name: /Novo perfil/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Nome do perfil'), { target: { value: 'Adv' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await within(dialog).findByText('O campo precisa de pelo menos 4 caracteres')).toBeTruthy();
    expect(within(dialog).getByText('Selecione pelo menos uma permissão')).toBeTruthy();
    await waitFor(() => expect(backend.requestsTo('POST', '/user-roles')).toHaveLength(0));
  });

  it('tells a user without view:teams that the page is not for them', async () => {
    renderWithSession(<TeamsPage />, { user: activeUser({ permissions: ['view:users'] }), routes });

    expect(await screen.findByText('Você não tem permissão para acessar esta página')).toBeTruthy();
  });
});
