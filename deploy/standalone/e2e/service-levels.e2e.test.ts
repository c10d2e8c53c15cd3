import { describe, expect, it } from 'vitest';
import { DEMO } from '../src/seed';
import { clientWrites, connectSimulatedDevice, DESKTOP, PHONE, screenshot, signIn, useStandalone } from './harness';

const OUT_OF_HOURS = 'Plantão encerrado. Respondemos a partir das 8h do próximo dia útil.';

/** Issue 40: the Gestor's 'Atendimento' tab, an SLA going red in the list, and the out-of-hours reply seen once on the client's phone. */
describe('service levels', () => {
  const standalone = useStandalone();

  it('sets a 1-minute SLA that goes red in the list, then closes the workspace and the client gets the out-of-hours message once', async () => {
    const office = await standalone.page(DESKTOP);
    await signIn(office, DEMO.owner.email, DEMO.owner.password);
    await expect.poll(() => office.url(), { timeout: 20000 }).toContain('/home');

    // The tab, as the Gestor finds it.
    await office.goto('/settings?tab=service-levels');
    await office.getByRole('tab', { name: 'Atendimento', selected: true }).waitFor();
    await office.getByText('Horário de atendimento').first().waitFor();
    await office.getByText('Confraternização Universal').first().waitFor().catch(() => undefined);
    await screenshot(office, 'service-levels');
    await office.setViewportSize(PHONE);
    await screenshot(office, 'service-levels');
    await office.setViewportSize(DESKTOP);

    // A one-minute first response.
    await office.locator('#sla-first').fill('1');
    await office.getByRole('button', { name: 'Salvar SLA' }).click();
    await office.getByText('SLA salvo').waitFor();

    const phone = await standalone.page({ width: 900, height: 800 });
    await connectSimulatedDevice(office, phone, 'WhatsApp Plantão');

    // The attendant's list runs on a clock the journey moves forward.
    const inbox = await standalone.page(DESKTOP);
    await inbox.clock.install();
    await signIn(inbox, DEMO.owner.email, DEMO.owner.password);
    await expect.poll(() => inbox.url(), { timeout: 20000 }).toContain('/home');
    await inbox.goto('/messages');
    await clientWrites(phone, { phone: '11 97777-1111', name: 'Carla Cliente', text: 'Preciso de um advogado trabalhista' });
    const badge = inbox.getByTestId('conversation-item').filter({ hasText: 'Carla Cliente' }).getByTestId('sla-badge');
    await badge.waitFor({ timeout: 20000 });
    expect(await badge.textContent()).toBe('Responder em 1 min');
    expect(await badge.getAttribute('data-state')).toBe('soon');
    await inbox.clock.fastForward('02:00');
    await expect.poll(() => badge.getAttribute('data-state'), { timeout: 10000 }).toBe('late');
    expect(await badge.textContent()).toMatch(/^Atrasado 1 min$/);
    await screenshot(inbox, 'sla-late');
    await inbox.setViewportSize(PHONE);
    // The page's animations run on the installed clock: it is moved on for each to finish.
    await inbox.clock.runFor(1000);
    await inbox.getByRole('button', { name: 'Ver conversas' }).click({ noWaitAfter: true, trial: false, timeout: 5000 }).catch(async () => {
      await inbox.clock.runFor(1000);
      await inbox.getByRole('button', { name: 'Ver conversas' }).click({ force: true });
    });
    await inbox.clock.runFor(1000);
    await inbox.getByTestId('conversation-item').filter({ hasText: 'Carla Cliente' }).getByTestId('sla-badge').waitFor();
    await screenshot(inbox, 'sla-late');

    // Closed every day from now on, with the office's own message.
    await office.goto('/settings?tab=service-levels');
    await office.getByText('Horário de atendimento').first().waitFor();
    for (const day of ['Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado', 'Domingo']) {
      const toggle = office.getByRole('switch', { name: day, exact: true });
      if ((await toggle.getAttribute('aria-checked')) === 'true') await toggle.click();
    }
    await office.getByLabel('Mensagem fora do horário').fill(OUT_OF_HOURS);
    await office.getByRole('button', { name: 'Salvar horário' }).click();
    await office.getByText('Horário de atendimento salvo').waitFor();

    // A new client writes twice at night: one answer, on the phone.
    await clientWrites(phone, { phone: '11 96666-2222', name: 'Davi Cliente', text: 'Boa noite, fui demitido hoje' });
    await clientWrites(phone, { phone: '11 96666-2222', name: 'Davi Cliente', text: 'Alguém pode me ajudar?' });
    const replies = phone.getByTestId('sim-messages').locator('li:not(.from-phone)').filter({ hasText: OUT_OF_HOURS });
    await replies.first().waitFor({ timeout: 20000 });
    await phone.waitForTimeout(1500);
    expect(await replies.count()).toBe(1);
    await phone.setViewportSize(PHONE);
    await screenshot(phone, 'out-of-hours-simulator');
  });
});
