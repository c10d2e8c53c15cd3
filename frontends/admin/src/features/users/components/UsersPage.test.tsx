import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, ok } from '@balcao/ui/testing';
import {
  activeUser,
  CURRENT_USER_ID,
  inboxes,
  OTHER_USER_ID,
  roles,
  userPage,
  users,
} from '../../../test/fixtures';
import { chooseOption } from '../../../test/antd-select';
import { renderWithSession } from '../../../test/render-with-session';
import { UsersPage } from './UsersPage';

const routes = {
  'GET /user': () => ok(userPage(users)),
  'GET /user-roles': () => ok(roles),
  'GET /inbox': () => ok(inboxes),
};

const typeInto = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('UsersPage', () => {
  it('lists the office users with profile, workspaces and creation date', async () => {
    const { backend } = renderWithSession(<UsersPage />, { routes });

    const row = (await screen.findByText('Bruno Lima')).closest('tr')!;
    expect(within(row).getByText('bruno@escritorio.com.br')).toBeTruthy();
    expect(within(row).getByText('Atendente')).toBeTruthy();
    expect(within(row).getByText('Trabalhista')).toBeTruthy();
    expect(within(row).getByText('12/04/2025')).toBeTruthy();
    expect(within(row).getByText('BL')).toBeTruthy();

    const [listCall] = backend.requestsTo('GET', '/user');
    expect(listCall?.query.get('page')).toBe('1');
    expect(listCall?.query.get('limit')).toBe('10');
    expect(listCall?.query.has('inboxId')).toBe(false);
  });

  it('does not let the user delete their own row', async () => {
    renderWithSession(<UsersPage />, { routes });

    const ownRow = (await screen.findByText('ana@escritorio.com.br')).closest('tr')!;
    const ownDelete = within(ownRow).getByRole('button', { name: 'Você não pode excluir o seu próprio usuário' });
    expect((ownDelete as HTMLButtonElement).disabled).toBe(true);

    const otherRow = screen.getByText('bruno@escritorio.com.br').closest('tr')!;
    const otherDelete = within(otherRow).getByRole('button', { name: 'Excluir Bruno Lima' });
    expect((otherDelete as HTMLButtonElement).disabled).toBe(false);
  });

  it('deletes another user after the second click and says so', async () => {
    const { backend } = renderWithSession(<UsersPage />, {
      routes: { ...routes, [`DELETE /user/${OTHER_USER_ID}`]: () => ok({ success: true }) },
    });

    const otherRow = (await screen.findByText('bruno@escritorio.com.br')).closest('tr')!;
    fireEvent.click(within(otherRow).getByRole('button', { name: 'Excluir Bruno Lima' }));
    expect(backend.requestsTo('DELETE', `/user/${OTHER_USER_ID}`)).toHaveLength(0);
    fireEvent.click(within(otherRow).getByRole('button', { name: 'Confirmar exclusão' }));

    expect(await screen.findByText('Atendente excluído')).toBeTruthy();
    expect(backend.requestsTo('DELETE', `/user/${OTHER_USER_ID}`)).toHaveLength(1);
    expect(backend.requestsTo('DELETE', `/user/${CURRENT_USER_ID}`)).toHaveLength(0);
  });

  it('asks the server again with the typed search after the debounce', async () => {
    const { backend } = renderWithSession(<UsersPage />, { routes });
    await screen.findByText('Bruno Lima');

    typeInto('Buscar por nome ou e-mail', 'bruno');

    await waitFor(() =>
      expect(backend.requestsTo('GET', '/user').some((call) => call.query.get('search') === 'bruno')).toBe(true),
    );
  });

  it('shows the form errors instead of creating a user with mismatched passwords and no workspace', async () => {
    const { backend } = renderWithSession(<UsersPage />, { routes });
    fireEvent.click(await screen.findByRole('button', { name: /Novo atendente/ }));

    const dialog = await screen.findByRole('dialog');
    typeInto('Nome', 'Carla Dias');
    typeInto('E-mail', 'carla@escritorio.com.br');
    typeInto('Senha', 'segredo123');
    typeInto('Confirmar senha', 'segredo124');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await within(dialog).findByText('As senhas digitadas não coincidem')).toBeTruthy();
    expect(within(dialog).getByText('Selecione pelo menos um workspace')).toBeTruthy();
    expect(within(dialog).getByText('Selecione um perfil')).toBeTruthy();
    expect(backend.requestsTo('POST', '/user')).toHaveLength(0);
  });

  it('masks the contact while typing', async () => {
    renderWithSession(<UsersPage />, { routes });
    fireEvent.click(await screen.findByRole('button', { name: /Novo atendente/ }));
    await screen.findByRole('dialog');

    typeInto('Contato', '11987654321');

    expect((screen.getByLabelText('Contato') as HTMLInputElement).value).toBe('(11) 9 8765-4321');
  });

  it('puts a field error from the server under that field', async () => {
    const { backend } = renderWithSession(<UsersPage />, {
      routes: {
        ...routes,
        [`PATCH /user/${OTHER_USER_ID}`]: () => apiError(409, 'Este e-mail já está cadastrado', 'email'),
      },
    });
    const otherRow = (await screen.findByText('bruno@escritorio.com.br')).closest('tr')!;
    fireEvent.click(within(otherRow).getByRole('button', { name: 'Editar Bruno Lima' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Editar atendente')).toBeTruthy();
    expect((screen.getByLabelText('Contato') as HTMLInputElement).value).toBe('(11) 9 8765-4321');
    expect(screen.queryByLabelText('Senha')).toBeNull();
    typeInto('E-mail', 'ana@escritorio.com.br');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(within(dialog).getAllByText('Este e-mail já está cadastrado').length).toBeGreaterThan(0));
    const [patch] = backend.requestsTo('PATCH', `/user/${OTHER_USER_ID}`);
    expect(patch?.body).toEqual({
      name: 'Bruno Lima',
      email: 'ana@escritorio.com.br',
      contact: '5511987654321',
      roleId: roles[1]!.id,
      inboxId: [inboxes[1]!.id],
    });
  });

  it('tells a user without view:users that the page is not for them', async () => {
    const { backend } = renderWithSession(<UsersPage />, { user: activeUser({ permissions: [] }), routes });

    expect(await screen.findByText('Você não tem permissão para acessar esta página')).toBeTruthy();
    expect(backend.requestsTo('GET', '/user')).toHaveLength(0);
  });
});

describe('UsersPage create', () => {
  it('creates a user with the chosen profile and workspaces', async () => {
    const { backend } = renderWithSession(<UsersPage />, {
      routes: { ...routes, 'POST /user': () => ok(users[1]) },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Novo atendente/ }));
    const dialog = await screen.findByRole('dialog');

    typeInto('Nome', 'Carla Dias');
    typeInto('E-mail', 'carla@escritorio.com.br');
    typeInto('Contato', '11912345678');
    await chooseOption('Perfil', 'Atendente');
    await chooseOption('Workspaces', 'Trabalhista');
    typeInto('Senha', 'segredo123');
    typeInto('Confirmar senha', 'segredo123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Atendente criado')).toBeTruthy();
    const [create] = backend.requestsTo('POST', '/user');
    expect(create?.body).toEqual({
      name: 'Carla Dias',
      email: 'carla@escritorio.com.br',
      contact: '5511912345678',
      roleId: roles[1]!.id,
      inboxId: [inboxes[1]!.id],
      officeId: activeUser().officeId,
      password: { password: 'segredo123', confirmPassword: 'segredo123' },
    });
    expect(create?.headers.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
