import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, ok } from '@balcao/ui/testing';
import { attendantUser, OTHER_USER_ID } from '../../../test/fixtures';
import { renderWithSession } from '../../../test/render-with-session';
import { PreferenceSettings } from '../../preferences/components/PreferenceSettings';

const typeInto = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

const sessionToken = () => /(?:^|; )chat-user-token=([^;]*)/.exec(document.cookie)?.[1];

/** The 'Sua senha' card of Preferências, which every member sees (Bruno has no view:users). */
async function passwordCard() {
  const heading = await screen.findByText('Sua senha', undefined, { timeout: 30_000 });
  return heading.closest('.ant-card') as HTMLElement;
}

describe('Alterar senha in Preferências', () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });

  it('lets an attendant change their own password with the current one and stay signed in', async () => {
    const { backend } = renderWithSession(<PreferenceSettings />, {
      user: attendantUser(),
      routes: { 'POST /auth/change-password': () => ok({ token: 'token-novo' }) },
    });
    const card = await passwordCard();

    typeInto(card, 'Senha atual', 'balcao123');
    typeInto(card, 'Nova senha', 'novasenha123');
    typeInto(card, 'Confirmar nova senha', 'novasenha123');
    fireEvent.click(within(card).getByRole('button', { name: 'Alterar senha' }));

    expect(await screen.findByText('Senha alterada com sucesso')).toBeTruthy();
    expect(backend.requestsTo('POST', '/auth/change-password').map((call) => call.body)).toEqual([
      { currentPassword: 'balcao123', password: 'novasenha123', confirmPassword: 'novasenha123' },
    ]);
    expect(sessionToken()).toBe('token-novo');
    await waitFor(() => expect((within(card).getByLabelText('Senha atual') as HTMLInputElement).value).toBe(''));
    expect(backend.requestsTo('PATCH', `/user/${OTHER_USER_ID}`)).toHaveLength(0);
  });

  it("shows the server's 'Senha atual incorreta' under Senha atual and keeps the session", async () => {
    renderWithSession(<PreferenceSettings />, {
      user: attendantUser(),
      routes: { 'POST /auth/change-password': () => apiError(400, 'Senha atual incorreta', 'currentPassword') },
    });
    const card = await passwordCard();

    typeInto(card, 'Senha atual', 'errada123');
    typeInto(card, 'Nova senha', 'novasenha123');
    typeInto(card, 'Confirmar nova senha', 'novasenha123');
    fireEvent.click(within(card).getByRole('button', { name: 'Alterar senha' }));

    const field = within(card).getByLabelText('Senha atual').closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(within(field).getByText('Senha atual incorreta')).toBeTruthy());
    expect(sessionToken()).toBe('test-token');
  });

  it('checks the new pair before calling the server', async () => {
    const { backend } = renderWithSession(<PreferenceSettings />, { user: attendantUser() });
    const card = await passwordCard();

    typeInto(card, 'Nova senha', 'curta');
    typeInto(card, 'Confirmar nova senha', 'outra');
    fireEvent.click(within(card).getByRole('button', { name: 'Alterar senha' }));

    expect(await within(card).findByText('Informe a senha atual')).toBeTruthy();
    expect(within(card).getByText('As senhas digitadas não coincidem')).toBeTruthy();
    expect(backend.requestsTo('POST', '/auth/change-password')).toHaveLength(0);
  });
});
