import { describe, expect, it } from 'vitest';
import { DEMO } from '../src/seed';
import { PHONE, screenshot, sessionInboxId, signIn, useStandalone } from './harness';

/**
 * Issue 41: Ana, the Gestor, creates an API key in Configurações › Integrações de API, sees its
 * secret once, her office's system reads the conversations with it, and once she revokes it the
 * very next call is refused.
 */
describe('API keys from the settings screen', () => {
  const standalone = useStandalone();

  it('creates a key, shows the secret once, lets it read conversations, and refuses it once revoked', async () => {
    const page = await standalone.page();
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await page.waitForURL(/\/home/);
    const inboxId = await sessionInboxId(page);

    await page.goto('/settings?tab=api-keys');
    await page.getByRole('tab', { name: 'Integrações de API', selected: true }).waitFor();
    await page.getByText('Nenhuma chave de API criada').waitFor();
    await page.getByRole('button', { name: /Nova chave/ }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Nome da chave').fill('Sistema jurídico');
    await form.getByRole('radiogroup', { name: 'Acesso a Conversas' }).getByText('Leitura', { exact: true }).click();
    await form.getByRole('button', { name: 'Criar chave' }).click();

    await page.getByText('Copie a chave agora').waitFor();
    await page.getByText(/não será mostrada novamente/).waitFor();
    const secret = (await page.getByTestId('api-key-secret').locator('code').textContent())!.trim();
    expect(secret).toMatch(/^blc_[0-9a-f]{32}_[A-Za-z0-9_-]{43}$/);
    await page.waitForTimeout(400); // the dialog's opening animation, for a readable screenshot
    await screenshot(page, 'api-key-secret-once');
    await page.getByRole('button', { name: 'Já copiei a chave' }).click();
    await page.getByText('Copie a chave agora').waitFor({ state: 'detached' });
    // Never shown again: not in the list, nor anywhere on the page.
    const row = page.getByRole('row', { name: /Sistema jurídico/ });
    await row.getByText('Ativa').waitFor();
    await row.getByText('Conversas: leitura').waitFor();
    expect(await page.content()).not.toContain(secret.slice(-43));

    // The office's system calls the same route the inbox does, with the key.
    const listConversations = () =>
      fetch(`${standalone.baseUrl}/api/conversation?inboxId=${inboxId}`, { headers: { Authorization: `Bearer ${secret}` } });
    const allowed = await listConversations();
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toMatchObject({ data: expect.any(Array), totalItems: expect.any(Number) });
    const outOfScope = await fetch(`${standalone.baseUrl}/api/user`, { headers: { Authorization: `Bearer ${secret}` } });
    expect(outOfScope.status).toBe(403);

    await page.reload();
    await page.getByRole('row', { name: /Sistema jurídico/ }).getByText('Nunca usada').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Revogar Sistema jurídico' }).click();
    await page.getByText(/deixam de funcionar imediatamente/).waitFor();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Revogar' }).click();
    await page.getByText('Chave revogada').waitFor();
    await page.getByRole('row', { name: /Sistema jurídico/ }).getByText('Revogada').waitFor();

    const refused = await listConversations();
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ message: 'Chave de API inválida, expirada ou revogada' });
    await page.context().close();
  });

  it('fits the phone: the list and the new-key form', async () => {
    const page = await standalone.page(PHONE);
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await page.waitForURL(/\/home/);
    await page.goto('/settings?tab=api-keys');
    await page.getByRole('button', { name: /Nova chave/ }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Nome da chave').waitFor();
    await form.getByRole('button', { name: 'Criar chave' }).waitFor();
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.waitForTimeout(400);
    await screenshot(page, 'api-key-form-phone');
    await page.context().close();
  });
});
