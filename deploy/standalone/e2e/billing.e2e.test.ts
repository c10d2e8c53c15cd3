import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startStandalone } from './harness';
import { DEMO } from '../src/seed';

/**
 * The billing journey through the standalone server's HTTP API (embedded PostgreSQL, database
 * bus, payments sandbox): a new office's trial ends, the server stops it with 402, it pays by
 * PIX on the sandbox page, hears `paymentReceived` on its socket and works again.
 */
describe('billing journey (API)', () => {
  let server: Awaited<ReturnType<typeof startStandalone>>;
  beforeAll(async () => {
    server = await startStandalone();
  });
  afterAll(async () => server?.stop());

  const api = async (method: string, path: string, token?: string, body?: unknown, contentType = 'application/json') => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': contentType } : {}) },
      body: body === undefined ? undefined : contentType === 'application/json' ? JSON.stringify(body) : String(body),
    });
    const text = await response.text();
    return { status: response.status, body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text };
  };

  const until = async <T>(what: string, check: () => Promise<T | false | null | undefined>, ms = 15_000) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = await check();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`${what} not after ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('starts the demo office active with its plan credits', async () => {
    const login = await api('POST', '/api/auth/login', undefined, { email: DEMO.owner.email, password: DEMO.owner.password });
    const details = await api('GET', '/api/subscription/details', login.body.token);
    expect(details.body).toMatchObject({ state: 'active', name: 'Plano Essencial', isTrial: false });
    expect((await api('GET', '/api/credits/summary', login.body.token)).body.aiCredits).toMatchObject({ planTotal: 6500, available: 6800 });
  });

  it('buys 100 AI credits by PIX and sees the summary grow once paid', async () => {
    const login = await api('POST', '/api/auth/login', undefined, { email: DEMO.owner.email, password: DEMO.owner.password });
    const token = login.body.token;
    const before = (await api('GET', '/api/credits/summary', token)).body.aiCredits.available;
    const [module] = (await api('GET', '/api/credits/modules', token)).body;
    const purchase = await api('POST', '/api/credits/purchase', token, { amount: 100, creditModuleId: module.id, billingType: 'PIX', creditCardId: '' });
    expect(purchase.body).toMatchObject({ credits: 100, value: 3000, qrCode: expect.stringMatching(/^000201/) });
    // The sandbox answers the office's Gestor only, about the office's own charges.
    expect((await api('GET', '/api/billing/sandbox/charges')).status).toBe(401);
    const charges = (await api('GET', '/api/billing/sandbox/charges', token)).body as Array<{ id: string; externalReference: string }>;
    const charge = charges.find((candidate) => candidate.externalReference === purchase.body.invoiceId)!;
    expect((await api('POST', `/api/billing/sandbox/charges/${charge.id}/pay`, token, {})).status).toBe(200);
    expect((await api('GET', '/api/credits/summary', token)).body.aiCredits.available).toBe(before + 100);
  });

  it('gates a lapsed trial and lets it back in once the PIX is paid on the sandbox page', async () => {
    const signUp = await api('POST', '/api/auth/sign-up', undefined, { name: 'Paula Prazo', email: `paula.${Date.now()}@escritorio.com.br`, phoneNumber: '11987650001', password: 'senha-forte-123' });
    const { userToken: token, id: officeId } = signUp.body;
    await until('trial known', async () => (await api('GET', '/api/subscription/details', token)).body.state === 'trial');
    expect((await api('GET', '/api/tag?inboxId=' + signUp.body.inboxId, token)).status).toBe(200);

    // 'Encerrar teste' on the sandbox page (a form post, answered with the page again), as the office's Gestor.
    const ended = await api('POST', `/api/billing/sandbox/offices/${officeId}/end-trial`, token, '', 'application/x-www-form-urlencoded');
    expect(ended.status).toBe(303);
    expect((await api('GET', '/api/subscription/details', token)).body).toMatchObject({ state: 'inactive', isActive: false });
    const gated = await until('gate closed', async () => {
      const response = await api('GET', '/api/tag?inboxId=' + signUp.body.inboxId, token);
      return response.status === 402 && response;
    });
    expect(gated.body.message).toMatch(/^Assinatura inativa/);
    // Auth and billing stay reachable.
    expect((await api('GET', '/api/auth/me', token)).status).toBe(200);

    // An inactive office still opens the socket (its ticket included): the payment arrives on it.
    const ticket = await api('POST', '/api/realtime/ticket', token);
    expect(ticket.status).toBe(200);
    const socket = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/api/realtime?ticket=${ticket.body.ticket}`);
    const frames: Array<{ event: string; data: Record<string, unknown> }> = [];
    socket.on('message', (raw) => frames.push(JSON.parse(String(raw))));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ event: 'subscribeToOffice', data: { officeId } }));
    await until('subscribed', async () => frames.some((frame) => frame.event === 'subscribedToOffice'));

    expect(await api('GET', '/api/billing/sandbox', undefined)).toMatchObject({ status: 401, body: expect.stringContaining('Entre no Balcão como Gestor') });
    const checkout = await api('POST', '/api/subscription/checkout', token, { billingType: 'PIX', planId: 'jovem-advogado-mensal', document: '12345678909' });
    expect(checkout.status).toBe(200);
    const page = await api('GET', '/api/billing/sandbox', token);
    const chargeId = /data-charge="(pay_sbx_[0-9a-f]+)"/.exec(page.body as string)![1];
    expect(page.body).toContain('Pagar agora');
    expect((await api('POST', `/api/billing/sandbox/charges/${chargeId}/pay`, token, '', 'application/x-www-form-urlencoded')).status).toBe(303);

    const payment = await until('paymentReceived', async () => frames.find((frame) => frame.event === 'paymentReceived'));
    expect(payment.data).toMatchObject({ success: true, transactionReceiptUrl: `/api/billing/sandbox/receipts/${chargeId}`, invoiceId: checkout.body.invoiceId });
    socket.close();
    expect((await api('GET', '/api/subscription/details', token)).body).toMatchObject({ state: 'active', name: 'Plano Jovem Advogado' });
    await until('gate open', async () => (await api('GET', '/api/tag?inboxId=' + signUp.body.inboxId, token)).status === 200);
  });
});
