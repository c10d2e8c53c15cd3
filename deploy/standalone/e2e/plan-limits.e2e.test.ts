import { describe, expect, it } from 'vitest';
import { callApiAsSession, DESKTOP, PHONE, screenshot, sessionInboxId, signIn, useStandalone } from './harness';
import { DEMO } from '../src/seed';
import { DEMO_RATED_DEVICE } from '../src/seed-assignment';

/**
 * Issue 37 point 6: the demo office's plan (Plano Essencial: 3 numbers, 6 users, 3 agents) is a
 * limit. Settings › Assinatura shows usage against it, and a device beyond it is refused with the
 * plan's message and a link to the plans, by the API and in the screen.
 */
describe("plan limits: usage in Settings and the refusal beyond the plan's numbers", () => {
  const standalone = useStandalone();

  it("shows 'Uso do plano', fills the WhatsApp numbers and refuses a fourth device", async () => {
    const page = await standalone.page(DESKTOP);
    // Remotes load slowly on a busy machine.
    page.setDefaultTimeout(45_000);
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await page.waitForURL(/\/home/);

    await page.goto('/settings?tab=subscription');
    const usage = page.getByLabel('Uso do plano');
    await usage.waitFor();
    await expect.poll(() => usage.getByLabel('Números de WhatsApp').innerText()).toContain('0 de 3');
    expect(await usage.getByLabel('Usuários').innerText()).toContain('2 de 6');
    expect(await usage.getByLabel('Agentes de IA').innerText()).toContain('0 de 3');
    await screenshot(page, 'plan-usage');

    // Three devices take the plan's three numbers; the usage says so.
    const inboxId = await sessionInboxId(page);
    for (const name of ['Recepção', 'Comercial', 'Previdenciário']) {
      await callApiAsSession(page, 'POST', '/integration/create', { name, inboxId, channel: 'LITE_WHATSAPP' });
    }
    await page.reload();
    await expect.poll(() => page.getByLabel('Uso do plano').getByLabel('Números de WhatsApp').innerText()).toContain('3 de 3');
    await page.getByText('Limite do plano atingido. Faça upgrade do plano para ter mais.').waitFor();
    await screenshot(page, 'plan-usage-full');

    // A fourth is refused by the server with the limit named, and nothing is written.
    const refusal = await callApiAsSession(page, 'POST', '/integration/create', { name: 'Trabalhista', inboxId, channel: 'LITE_WHATSAPP' }).catch((error: Error) => error.message);
    expect(refusal).toContain('403');
    expect(refusal).toContain('PLAN_LIMIT_REACHED');
    expect(refusal).toContain('Seu plano permite 3 números de WhatsApp. Faça upgrade do plano para conectar mais.');
    const devices = await callApiAsSession<Array<{ name: string }>>(page, 'GET', `/integration?inboxId=${inboxId}&channel=LITE_WHATSAPP`);
    // The seed's device of the rated conversation is disconnected: it holds no number.
    expect(devices.map((device) => device.name).filter((name) => name !== DEMO_RATED_DEVICE).sort()).toEqual(['Comercial', 'Previdenciário', 'Recepção']);

    // In the screen, the same refusal names the limit and links to the plans.
    await page.goto('/integrations');
    await page.getByRole('button', { name: /Novo dispositivo/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome').fill('Trabalhista');
    await dialog.getByRole('button', { name: /Continuar|Criar|Gerar QR Code/ }).click();
    await page.getByText('Seu plano permite 3 números de WhatsApp. Faça upgrade do plano para conectar mais.').waitFor();
    const upgrade = page.getByRole('link', { name: 'Ver planos e fazer upgrade' });
    await upgrade.waitFor();
    await screenshot(page, 'plan-limit-toast');
    await upgrade.click();
    await page.waitForURL(/\/settings\?tab=subscription/);
    await page.getByLabel('Uso do plano').waitFor();

    const phone = await standalone.page(PHONE);
    phone.setDefaultTimeout(45_000);
    await signIn(phone, DEMO.owner.email, DEMO.owner.password);
    await phone.waitForURL(/\/home/);
    await phone.goto('/settings?tab=subscription');
    await expect.poll(() => phone.getByLabel('Uso do plano').getByLabel('Números de WhatsApp').innerText()).toContain('3 de 3');
    await screenshot(phone, 'plan-usage-full');
  }, 300_000);
});
