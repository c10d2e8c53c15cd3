import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../src/seed';
import { screenshot, signIn, useStandalone } from './harness';

/**
 * Issue 41: Ana, the Gestor, subscribes her office's system to Balcão's webhooks, sends a test
 * event, sees in the log that the first attempt failed (HTTP 500) and the retry was delivered,
 * and sends it again with 'Reenviar'. The receiver is on this machine, which the operator allows
 * here with WEBHOOKS_ALLOW_PRIVATE_TARGETS (production refuses it by default).
 */
describe('webhooks from the settings screen', () => {
  const standalone = useStandalone({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' });
  const received: Array<{ id: string; timestamp: string; signature: string; body: string }> = [];
  let receiver: http.Server;
  let receiverUrl: string;

  beforeAll(async () => {
    receiver = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          id: String(request.headers['balcao-webhook-id']),
          timestamp: String(request.headers['balcao-webhook-timestamp']),
          signature: String(request.headers['balcao-webhook-signature']),
          body: Buffer.concat(chunks).toString('utf8'),
        });
        // The office's system is down for the first attempt.
        response.writeHead(received.length === 1 ? 500 : 200).end(received.length === 1 ? 'indisponível' : 'ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/balcao`;
  });
  afterAll(async () => {
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  });

  it("creates an endpoint, sends 'Enviar teste', sees the failed attempt and its retry in the log, and 'Reenviar' it", async () => {
    const page = await standalone.page();
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await page.waitForURL(/\/home/);

    await page.goto('/settings?tab=webhooks');
    await page.getByRole('tab', { name: 'Webhooks', selected: true }).waitFor();
    await page.getByText('Nenhum webhook criado').waitFor();
    await page.getByRole('button', { name: /Novo webhook/ }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('URL de destino').fill(receiverUrl);
    await form.getByLabel('Descrição').fill('Sistema jurídico');
    await form.getByText('Pagamento confirmado').click();
    await form.getByRole('button', { name: 'Criar webhook' }).click();

    await page.getByText('Segredo de assinatura').waitFor();
    const secret = (await page.getByTestId('webhook-secret').locator('code').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Já guardei o segredo' }).click();

    const row = page.getByRole('row', { name: /Sistema jurídico/ });
    await row.getByText('Pagamento confirmado').waitFor();
    await row.getByRole('button', { name: 'Entregas' }).click();
    await page.getByRole('button', { name: 'Enviar teste' }).click();

    // First attempt: HTTP 500; the retry (backoff with jitter, up to 5 s) is delivered.
    const delivery = page.getByRole('row', { name: /Evento de teste/ });
    await delivery.getByText('HTTP 500').waitFor({ timeout: 20_000 });
    await delivery.getByText('Entregue').waitFor({ timeout: 20_000 });
    await delivery.getByText('HTTP 200').waitFor();
    expect(await delivery.getByRole('cell', { name: '2', exact: true }).count()).toBe(1);
    // Opened, the delivery lists both attempts: the failure, then the retry.
    await delivery.getByRole('button', { name: /Expandir linha|Expand row/ }).click();
    const attempts = page.getByRole('list', { name: 'Tentativas' }).getByRole('listitem');
    await attempts.nth(1).waitFor();
    expect(await attempts.allTextContents()).toEqual([expect.stringContaining('HTTP 500'), expect.stringContaining('HTTP 200')]);
    await screenshot(page, 'webhook-delivery-log');

    await delivery.getByRole('button', { name: /Reenviar/ }).click();
    await page.getByText('Entrega reenviada').waitFor();
    await delivery.getByRole('cell', { name: '3', exact: true }).waitFor({ timeout: 20_000 });

    // The receiver got the same event three times, each signed for its own timestamp.
    expect(received).toHaveLength(3);
    expect(new Set(received.map((request) => request.id)).size).toBe(1);
    expect(new Set(received.map((request) => request.body)).size).toBe(1);
    for (const request of received) {
      const expected = `v1=${createHmac('sha256', secret).update(`${request.timestamp}.${request.body}`).digest('hex')}`;
      expect(request.signature).toBe(expected);
    }
    expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'webhook.test', version: 1 });
  }, 90_000);
});
