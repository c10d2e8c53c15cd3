import { describe, expect, it } from 'vitest';
import { DEMO } from '../src/seed';
import { signIn, useStandalone } from './harness';

describe('a client writes on WhatsApp and the office answers live', () => {
  const standalone = useStandalone();

  it('connects a device by QR, receives a client message without reloading, answers it, and the client sees the answer', async () => {
    const office = await standalone.page();
    await signIn(office, DEMO.owner.email, DEMO.owner.password);
    await expect.poll(() => office.url(), { timeout: 20000 }).toContain('/home');

    // The office creates a device and shows its QR code.
    await office.goto('/integrations');
    await office.getByRole('button', { name: /Novo dispositivo/ }).click();
    const dialog = office.getByRole('dialog');
    await dialog.getByLabel('Nome').fill('WhatsApp do escritório');
    await dialog.getByRole('button', { name: /Continuar|Criar|Gerar QR Code/ }).click();
    const qr = dialog.getByTestId('integration-qrcode');
    await qr.waitFor();
    const qrContent = await qr.getAttribute('data-qrcode');
    expect(qrContent).toMatch(/^balcao-sim:/);

    // The client's phone scans it.
    const phone = await standalone.page({ width: 900, height: 800 });
    await phone.goto('/simulator');
    await phone.getByTestId('sim-qrcode').fill(qrContent!);
    await phone.getByTestId('sim-scan').click();
    await expect.poll(() => phone.getByTestId('sim-device-state').textContent()).toMatch(/[Cc]onectado/);

    // The QR step closes by itself when the realtime frame reports the connection; otherwise 'Já li o QR Code' checks it.
    const checkButton = dialog.getByRole('button', { name: 'Já li o QR Code' });
    if (await checkButton.isVisible().catch(() => false)) await checkButton.click().catch(() => undefined);
    await office.getByRole('row').filter({ hasText: 'WhatsApp do escritório' }).getByText('Conectado', { exact: true }).waitFor();

    // The office opens its inbox, then the client writes.
    await office.goto('/messages');
    await office.getByText('Selecione uma conversa').waitFor();
    await phone.getByTestId('sim-phone').fill('11 98888-7777');
    await phone.getByTestId('sim-name').fill('Maria Cliente');
    await phone.getByTestId('sim-text').fill('Bom dia, gostaria de saber do meu processo.');
    await phone.getByTestId('sim-send').click();

    // It appears live, without a reload.
    const item = office.getByTestId('conversation-item').filter({ hasText: 'Maria Cliente' });
    await item.waitFor({ timeout: 20000 });
    await item.click();
    await office.getByText('Bom dia, gostaria de saber do meu processo.').waitFor();

    // The attendant answers; the client's phone shows the answer.
    await office.getByLabel('Mensagem', { exact: true }).fill('Bom dia, Maria! Vou verificar agora mesmo.');
    await office.getByRole('button', { name: 'Enviar' }).click();
    await phone.getByTestId('sim-messages').getByText('Bom dia, Maria! Vou verificar agora mesmo.').waitFor({ timeout: 20000 });
  });
});
