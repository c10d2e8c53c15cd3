import { describe, expect, it } from 'vitest';
import { DEMO } from '../src/seed';
import { callApiAsSession, signIn, useStandalone } from './harness';

/**
 * Issue 36: changing one's own password asks for the current one, keeps this browser signed in and
 * ends the sessions elsewhere (a laptop left signed in at the office, say).
 */
describe('changing my own password', () => {
  const standalone = useStandalone();

  it('asks for the current password, keeps me signed in here and signs me out everywhere else', async () => {
    const laptop = await standalone.page();
    await signIn(laptop, DEMO.attendant.email, DEMO.attendant.password);
    await laptop.waitForURL(/\/home/);

    const phone = await standalone.page({ width: 390, height: 844 });
    await signIn(phone, DEMO.attendant.email, DEMO.attendant.password);
    await phone.waitForURL(/\/home/);
    await phone.goto('/settings?tab=preferences');
    await phone.getByLabel('Senha atual').fill('nao-e-a-senha');
    await phone.getByLabel('Nova senha', { exact: true }).fill('minha-senha-nova-1');
    await phone.getByLabel('Confirmar nova senha').fill('minha-senha-nova-1');
    await phone.getByRole('button', { name: 'Alterar senha' }).click();
    // Under the field (a toast says it too).
    await phone.getByRole('tabpanel', { name: 'Preferências' }).getByText('Senha atual incorreta').waitFor();

    await phone.getByLabel('Senha atual').fill(DEMO.attendant.password);
    await phone.getByRole('button', { name: 'Alterar senha' }).click();
    await phone.getByText('Senha alterada com sucesso').waitFor();

    // This browser goes on with its new session…
    expect(await callApiAsSession<{ email: string }>(phone, 'GET', '/auth/me')).toMatchObject({ email: DEMO.attendant.email });
    await phone.goto('/messages');
    await phone.waitForURL(/\/messages/);
    // …the laptop's session has ended: its next screen asks to sign in again.
    await expect(callApiAsSession(laptop, 'GET', '/auth/me')).rejects.toThrow(/401/);
    await laptop.goto('/home');
    await laptop.waitForURL(/\/sign-in/);

    await signIn(laptop, DEMO.attendant.email, 'minha-senha-nova-1');
    await laptop.waitForURL(/\/home/);
    await laptop.context().close();
    await phone.context().close();
  });
});
