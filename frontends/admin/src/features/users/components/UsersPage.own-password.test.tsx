import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, ok, type FakeRoutes } from '@balcao/ui/testing';
import { CURRENT_USER_ID, inboxes, OTHER_USER_ID, roles, userPage, users } from '../../../test/fixtures';
import { renderWithSession } from '../../../test/render-with-session';
import { UsersPage } from './UsersPage';

const routes: FakeRoutes = {
  'GET /user': () => ok(userPage(users)),
  'GET /user-roles': () => ok(roles),
  'GET /inbox': () => ok(inboxes),
};

const typeInto = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

/** Opens 'Editar' on the row of `name` and turns 'Alterar senha' on. */
async function editWithPassword(name: string) {
  // The first render of the table is slow on a busy machine.
  const row = (await screen.findByText(name, undefined, { timeout: 30_000 })).closest('tr')!;
  fireEvent.click(within(row).getByRole('button', { name: `Editar ${name}` }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByLabelText('Alterar senha'));
  await within(dialog).findByLabelText(/^Confirmar (nova )?senha$/);
  return dialog;
}

const sessionToken = () => /(?:^|; )chat-user-token=([^;]*)/.exec(document.cookie)?.[1];

describe('Changing one’s own password in Atendentes', () => {
  it('asks for the current password, changes it through change-password and keeps this browser signed in', async () => {
    const { backend } = renderWithSession(<UsersPage />, {
      routes: { ...routes, 'POST /auth/change-password': () => ok({ token: 'token-novo' }) },
    });
    const dialog = await editWithPassword('Ana Souza');

    typeInto(dialog, 'Senha atual', 'antiga123');
    typeInto(dialog, 'Nova senha', 'novasenha123');
    typeInto(dialog, 'Confirmar nova senha', 'novasenha123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Senha alterada com sucesso')).toBeTruthy();
    expect(backend.requestsTo('POST', '/auth/change-password').map((call) => call.body)).toEqual([
      { currentPassword: 'antiga123', password: 'novasenha123', confirmPassword: 'novasenha123' },
    ]);
    expect(sessionToken()).toBe('token-novo');
    // Nothing else was edited, and a password never goes through PATCH for oneself.
    expect(backend.requestsTo('PATCH', `/user/${CURRENT_USER_ID}`)).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's 'Senha atual incorreta' on the Senha atual field and changes nothing", async () => {
    const { backend } = renderWithSession(<UsersPage />, {
      routes: {
        ...routes,
        'POST /auth/change-password': () => apiError(400, 'Senha atual incorreta', 'currentPassword'),
      },
    });
    const dialog = await editWithPassword('Ana Souza');

    typeInto(dialog, 'Nome', 'Ana Souza Lima');
    typeInto(dialog, 'Senha atual', 'errada123');
    typeInto(dialog, 'Nova senha', 'novasenha123');
    typeInto(dialog, 'Confirmar nova senha', 'novasenha123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    const field = within(dialog).getByLabelText('Senha atual').closest('.ant-form-item')!;
    await waitFor(() => expect(within(field as HTMLElement).getByText('Senha atual incorreta')).toBeTruthy());
    expect(backend.requestsTo('PATCH', `/user/${CURRENT_USER_ID}`)).toHaveLength(0);
    expect(sessionToken()).toBe('test-token');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('changes the password first, then saves the other edited fields with the new session', async () => {
    const { backend } = renderWithSession(<UsersPage />, {
      routes: {
        ...routes,
        'POST /auth/change-password': () => ok({ token: 'token-novo' }),
        [`PATCH /user/${CURRENT_USER_ID}`]: () => ok({ ...users[0], name: 'Ana Souza Lima' }),
      },
    });
    const dialog = await editWithPassword('Ana Souza');

    typeInto(dialog, 'Nome', 'Ana Souza Lima');
    typeInto(dialog, 'Senha atual', 'antiga123');
    typeInto(dialog, 'Nova senha', 'novasenha123');
    typeInto(dialog, 'Confirmar nova senha', 'novasenha123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(backend.requestsTo('PATCH', `/user/${CURRENT_USER_ID}`)).toHaveLength(1));
    const changeAt = backend.requests.findIndex((call) => call.path === '/auth/change-password');
    const patchAt = backend.requests.findIndex((call) => call.method === 'PATCH');
    expect(changeAt).toBeGreaterThanOrEqual(0);
    expect(patchAt).toBeGreaterThan(changeAt);
    const [patch] = backend.requestsTo('PATCH', `/user/${CURRENT_USER_ID}`);
    expect(patch?.body).toEqual({ name: 'Ana Souza Lima' });
    expect(patch?.headers.get('Authorization')).toBe('Bearer token-novo');
    expect(await screen.findByText('Atendente atualizado')).toBeTruthy();
  });

  it('says the password changed when the other fields then fail, and a retry saves only them', async () => {
    let patches = 0;
    const { backend } = renderWithSession(<UsersPage />, {
      routes: {
        ...routes,
        'POST /auth/change-password': () => ok({ token: 'token-novo' }),
        [`PATCH /user/${CURRENT_USER_ID}`]: () =>
          (patches += 1) === 1 ? apiError(409, 'Este e-mail já está cadastrado', 'email') : ok(users[0]),
      },
    });
    const dialog = await editWithPassword('Ana Souza');

    typeInto(dialog, 'E-mail', 'bruno@escritorio.com.br');
    typeInto(dialog, 'Senha atual', 'antiga123');
    typeInto(dialog, 'Nova senha', 'novasenha123');
    typeInto(dialog, 'Confirmar nova senha', 'novasenha123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await within(dialog).findByText('Sua senha foi alterada, mas os demais dados não foram salvos.')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Senha atual')).toBeNull();
    typeInto(dialog, 'E-mail', 'ana.souza@escritorio.com.br');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.requestsTo('POST', '/auth/change-password')).toHaveLength(1);
    expect(backend.requestsTo('PATCH', `/user/${CURRENT_USER_ID}`).map((call) => call.body)).toEqual([
      { email: 'bruno@escritorio.com.br' },
      { email: 'ana.souza@escritorio.com.br' },
    ]);
  });

  it('does not let the signed-in user change their own profile', async () => {
    renderWithSession(<UsersPage />, { routes });
    const row = (await screen.findByText('Ana Souza', undefined, { timeout: 30_000 })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Editar Ana Souza' }));
    const dialog = await screen.findByRole('dialog');

    expect(within(dialog).getByText('Você não pode alterar o seu próprio perfil.')).toBeTruthy();
    expect(dialog.querySelector('.ant-select-disabled')).toBeTruthy();
  });

  it("lets the Gestor set another user's password with PATCH, without a current password", async () => {
    const { backend } = renderWithSession(<UsersPage />, {
      routes: { ...routes, [`PATCH /user/${OTHER_USER_ID}`]: () => ok(users[1]) },
    });
    const dialog = await editWithPassword('Bruno Lima');

    expect(within(dialog).queryByLabelText('Senha atual')).toBeNull();
    typeInto(dialog, 'Senha', 'segredo123');
    typeInto(dialog, 'Confirmar senha', 'segredo123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Atendente atualizado')).toBeTruthy();
    const [patch] = backend.requestsTo('PATCH', `/user/${OTHER_USER_ID}`);
    expect(patch?.body).toMatchObject({ password: { password: 'segredo123', confirmPassword: 'segredo123' } });
    expect(backend.requestsTo('POST', '/auth/change-password')).toHaveLength(0);
  });
});
