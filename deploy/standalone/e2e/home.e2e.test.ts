import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../src/seed';
import { clientWrites, connectSimulatedDevice, signIn, useStandalone } from './harness';

const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR ?? os.tmpdir();

describe('the home dashboard follows the conversations', () => {
  const standalone = useStandalone();

  it('shows a conversation the office answered in "Conversas em andamento" and its answer time', async () => {
    const office = await standalone.page({ width: 1440, height: 900 });
    await signIn(office, DEMO.owner.email, DEMO.owner.password);
    await expect.poll(() => office.url(), { timeout: 20000 }).toContain('/home');
    await office.getByText('Conversas em andamento').waitFor();

    const phone = await standalone.page({ width: 900, height: 800 });
    await connectSimulatedDevice(office, phone, 'WhatsApp do escritório');
    await office.goto('/messages');
    await office.getByText('Selecione uma conversa').waitFor();
    await clientWrites(phone, { phone: '11 97777-6666', name: 'Marta Cliente', text: 'Boa tarde, quero saber da minha ação trabalhista.' });

    const item = office.getByTestId('conversation-item').filter({ hasText: 'Marta Cliente' });
    await item.waitFor({ timeout: 20000 });
    await item.click();
    // Shown in the list's preview and in the chat.
    await office.getByText('Boa tarde, quero saber da minha ação trabalhista.').last().waitFor();
    // The attendant takes a moment to read it: an answer within a second rounds to 0 s.
    await office.waitForTimeout(2000);
    await office.getByLabel('Mensagem', { exact: true }).fill('Boa tarde, Marta! Já vou verificar.');
    await office.getByRole('button', { name: 'Enviar' }).click();
    await phone.getByTestId('sim-messages').getByText('Boa tarde, Marta! Já vou verificar.').waitFor({ timeout: 20000 });

    // The projection is fed by events: reload until the dashboard has them.
    const inProgress = office.getByTestId('card-conversasEmAndamento');
    const average = office.getByTestId('average-answer-time');
    await expect
      .poll(
        async () => {
          await office.goto('/home');
          await average.waitFor();
          return { conversations: Number(await inProgress.textContent()), average: await average.textContent() };
        },
        { timeout: 30000, interval: 1000 },
      )
      .toMatchObject({ conversations: expect.any(Number), average: expect.stringMatching(/^Média (?!0 min)(\d+ s|[\d,]+ min|\d+ h.*)$/) });
    expect(Number(await inProgress.textContent())).toBeGreaterThanOrEqual(1);
    await office.getByRole('row').filter({ hasText: 'Marta Cliente' }).waitFor();
    await office.getByText(/contatos? atendidos? este mês/).waitFor();

    // The card leads to the conversations.
    await office.screenshot({ path: path.join(SCREENSHOTS, 'home-1440x900.png'), fullPage: true });
    const mobile = await standalone.page({ width: 390, height: 844 });
    await signIn(mobile, DEMO.owner.email, DEMO.owner.password);
    await expect.poll(() => mobile.url(), { timeout: 20000 }).toContain('/home');
    await mobile.getByTestId('average-answer-time').waitFor();
    await mobile.screenshot({ path: path.join(SCREENSHOTS, 'home-390x844.png'), fullPage: true });
    const overflow = await mobile.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await office.getByRole('link', { name: 'Conversas em andamento' }).click();
    await expect.poll(() => office.url(), { timeout: 20000 }).toContain('/messages');
  });
});
